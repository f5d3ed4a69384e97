// What goes on the card a teacher prints for a student (docs/rules.md#classes): a username made
// from the student's first name, and a password a child can type (two short common words and four
// digits), all from node:crypto randomness.
import { randomInt } from 'node:crypto';

/** Short, common, easy to spell words: two of some 250 and four digits make about 29 bits. */
export const PASSWORD_WORDS = `
acorn almond amber anchor apple apron arrow bagel baker bamboo banjo basil beach beacon beaver bench
berry bison bloom boat bottle branch bread breeze brick bridge brook brush bucket bugle bunny button
cabin cactus camel camera candle candy canoe canyon carrot castle cedar chalk cherry chess chime cloud
clover coast cobalt cocoa comet copper coral cotton crane crayon crown cube daisy dance desert diary
dinner domino dove dragon dream drum eagle easel echo ember engine fable falcon feast fern ferry field
flame flower flute forest fossil frost fruit galaxy garden gecko giant ginger glider globe goose grape
gravel guitar hammer harbor harp hazel helmet heron honey hoop horse igloo island ivory jacket jelly
jewel jigsaw juice jungle kayak kettle kite koala ladder lake lemon lilac lily lime lion llama lotus
lunar magnet mango maple marble meadow melon meteor mint mirror mitten moose mosaic motor muffin nectar
noodle north nutmeg oasis ocean olive onion orange orbit otter oyster paddle panda paper parrot peach
pebble pencil pepper piano pickle pillow pilot pirate pizza planet plum pocket polar pony poppy potato
prism puppy puzzle quail quartz quilt rabbit radar radio raft raven reef ribbon river robin robot
rocket ruby saddle salad sand scarf seal shadow shell silver sketch sled snail sock sofa solar spark
spoon sprout squid stamp stone storm sugar summit sunset swan table taco teapot tiger timber toast
tomato topaz torch tower train tulip tunnel turtle valley velvet violin voyage waffle wagon walnut
walrus whale wheat willow window winter wizard wolf yarn yogurt zebra
`
  .trim()
  .split(/\s+/);

const USERNAME_BASE_MAX = 20;
const FALLBACK_BASE = 'student';

/** e.g. "tiger-maple-4821": at least 14 characters, lower case, no look-alike symbols. */
export function newPassword(): string {
  const word = () => PASSWORD_WORDS[randomInt(PASSWORD_WORDS.length)]!;
  return `${word()}-${word()}-${randomInt(10_000).toString().padStart(4, '0')}`;
}

/**
 * The student's first name in plain ASCII letters and digits ("Zoë Smith" -> "zoe"); "student"
 * for a name with none (Hebrew, Arabic...). Only the first name, so the username says little.
 */
export function usernameBase(name: string): string {
  const first = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .find((part) => part.length > 0);
  return (first ?? FALLBACK_BASE).slice(0, USERNAME_BASE_MAX);
}

/** The base and random digits: 4 on the first draws, 6 once those keep colliding (3 to 26 characters). */
export function usernameCandidate(base: string, draw: number): string {
  const digits = draw < 5 ? 4 : 6;
  return `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
}
