// Sharing a class's students out among its teams (docs/rules.md#classes): each student without a
// team goes to the team with the fewest members, the older team first on a tie, so sizes end up
// as even as the teams the teacher already filled allow.

export interface TeamSize {
  id: string;
  members: number;
}

/** Which team each student goes to, in the order the students are given. */
export function dealOut(teams: readonly TeamSize[], students: readonly string[]): Map<string, string> {
  const sizes = teams.map((t) => ({ ...t }));
  const placed = new Map<string, string>();
  if (sizes.length === 0) return placed;
  for (const student of students) {
    let smallest = sizes[0]!;
    for (const team of sizes) if (team.members < smallest.members) smallest = team;
    placed.set(student, smallest.id);
    smallest.members += 1;
  }
  return placed;
}
