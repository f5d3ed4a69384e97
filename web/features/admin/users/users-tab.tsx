// Users tab (SPEC §2 Users tab and dashboards): to be built.
export default function UsersTab() {
  return null;
}
