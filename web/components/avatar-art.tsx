import type { ReactNode } from 'react';
import type { AvatarId } from '#core/social/avatar-ids';

// The drawn avatars (core/social/avatars.ts), each on a 64 x 64 canvas that the avatar's disc
// clips: friendly animals, a robot and shapes in the app's colours, drawn here so no picture is
// ever uploaded or fetched.
const INK = '#1e293b';

const eyes = (y: number, left: number, right: number, r = 2.4) => (
  <>
    <circle cx={left} cy={y} r={r} fill={INK} />
    <circle cx={right} cy={y} r={r} fill={INK} />
  </>
);

export const AVATAR_ART: Record<AvatarId, { background: string; art: ReactNode }> = {
  fox: {
    background: '#fef3c7',
    art: (
      <>
        <path d="M13 12 L27 26 L13 32 Z M51 12 L37 26 L51 32 Z" fill="#ea580c" />
        <path d="M11 28 Q32 6 53 28 L32 55 Z" fill="#f97316" />
        <path d="M19 37 Q32 31 45 37 L32 55 Z" fill="#fff" />
        {eyes(32, 24, 40)}
        <circle cx="32" cy="52" r="2.6" fill={INK} />
      </>
    ),
  },
  cat: {
    background: '#e0e7ff',
    art: (
      <>
        <path d="M16 30 L19 9 L31 22 Z M48 30 L45 9 L33 22 Z" fill="#64748b" />
        <path d="M19 25 L20 15 L26 21 Z M45 25 L44 15 L38 21 Z" fill="#f9a8d4" />
        <circle cx="32" cy="36" r="17" fill="#64748b" />
        <circle cx="25" cy="34" r="3.2" fill="#a3e635" />
        <circle cx="39" cy="34" r="3.2" fill="#a3e635" />
        {eyes(34, 25, 39, 1.5)}
        <path d="M29.5 40 L34.5 40 L32 43 Z" fill="#f9a8d4" />
        <path d="M14 40 L24 41 M14 45 L24 43 M50 40 L40 41 M50 45 L40 43" stroke="#e2e8f0" strokeWidth="1.4" />
      </>
    ),
  },
  owl: {
    background: '#ede9fe',
    art: (
      <>
        <path d="M17 20 L21 10 L27 19 Z M47 20 L43 10 L37 19 Z" fill="#92400e" />
        <ellipse cx="32" cy="38" rx="17" ry="20" fill="#b45309" />
        <ellipse cx="32" cy="46" rx="10" ry="10" fill="#fcd34d" />
        <circle cx="25" cy="31" r="7" fill="#fff" />
        <circle cx="39" cy="31" r="7" fill="#fff" />
        {eyes(31, 25, 39, 3.2)}
        <path d="M29.5 37 L34.5 37 L32 42 Z" fill="#f59e0b" />
      </>
    ),
  },
  panda: {
    background: '#d1fae5',
    art: (
      <>
        <circle cx="18" cy="21" r="6.5" fill={INK} />
        <circle cx="46" cy="21" r="6.5" fill={INK} />
        <circle cx="32" cy="36" r="19" fill="#fff" />
        <ellipse cx="24.5" cy="35" rx="5" ry="6.5" fill={INK} transform="rotate(25 24.5 35)" />
        <ellipse cx="39.5" cy="35" rx="5" ry="6.5" fill={INK} transform="rotate(-25 39.5 35)" />
        <circle cx="25" cy="34" r="1.8" fill="#fff" />
        <circle cx="39" cy="34" r="1.8" fill="#fff" />
        <ellipse cx="32" cy="43" rx="3.2" ry="2.2" fill={INK} />
      </>
    ),
  },
  bunny: {
    background: '#fce7f3',
    art: (
      <>
        <ellipse cx="25" cy="16" rx="5.5" ry="13" fill="#fff" stroke="#f0abfc" strokeWidth="1.5" />
        <ellipse cx="39" cy="16" rx="5.5" ry="13" fill="#fff" stroke="#f0abfc" strokeWidth="1.5" />
        <ellipse cx="25" cy="17" rx="2.5" ry="8.5" fill="#f9a8d4" />
        <ellipse cx="39" cy="17" rx="2.5" ry="8.5" fill="#f9a8d4" />
        <circle cx="32" cy="40" r="15" fill="#fff" stroke="#f0abfc" strokeWidth="1.5" />
        {eyes(37, 26, 38)}
        <ellipse cx="32" cy="43" rx="2.4" ry="1.8" fill="#ec4899" />
        <circle cx="22" cy="44" r="2.6" fill="#fbcfe8" />
        <circle cx="42" cy="44" r="2.6" fill="#fbcfe8" />
      </>
    ),
  },
  frog: {
    background: '#bae6fd',
    art: (
      <>
        <circle cx="21" cy="26" r="8" fill="#22c55e" />
        <circle cx="43" cy="26" r="8" fill="#22c55e" />
        <ellipse cx="32" cy="41" rx="21" ry="14" fill="#22c55e" />
        <circle cx="21" cy="26" r="4.8" fill="#fff" />
        <circle cx="43" cy="26" r="4.8" fill="#fff" />
        {eyes(26, 21, 43, 2.4)}
        <path d="M21 44 Q32 53 43 44" fill="none" stroke="#14532d" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="18" cy="42" r="2.4" fill="#86efac" />
        <circle cx="46" cy="42" r="2.4" fill="#86efac" />
      </>
    ),
  },
  penguin: {
    background: '#bae6fd',
    art: (
      <>
        <ellipse cx="32" cy="40" rx="18" ry="22" fill={INK} />
        <ellipse cx="32" cy="42" rx="12" ry="17" fill="#fff" />
        {eyes(34, 27, 37, 2.2)}
        <path d="M28.5 38 L35.5 38 L32 43 Z" fill="#f59e0b" />
        <circle cx="24" cy="42" r="2.4" fill="#fbcfe8" />
        <circle cx="40" cy="42" r="2.4" fill="#fbcfe8" />
      </>
    ),
  },
  lion: {
    background: '#fef9c3',
    art: (
      <>
        <circle cx="32" cy="35" r="22" fill="#c2410c" />
        <circle cx="21" cy="23" r="4.5" fill="#fbbf24" />
        <circle cx="43" cy="23" r="4.5" fill="#fbbf24" />
        <circle cx="32" cy="37" r="14" fill="#fbbf24" />
        {eyes(34, 26.5, 37.5, 2.2)}
        <path d="M29 40 L35 40 L32 43.5 Z" fill="#7c2d12" />
        <path d="M28 46 Q32 49 36 46" fill="none" stroke="#7c2d12" strokeWidth="1.8" strokeLinecap="round" />
      </>
    ),
  },
  koala: {
    background: '#e0f2fe',
    art: (
      <>
        <circle cx="16" cy="27" r="9.5" fill="#94a3b8" />
        <circle cx="48" cy="27" r="9.5" fill="#94a3b8" />
        <circle cx="16" cy="27" r="5" fill="#f1f5f9" />
        <circle cx="48" cy="27" r="5" fill="#f1f5f9" />
        <circle cx="32" cy="37" r="17" fill="#94a3b8" />
        {eyes(33, 24.5, 39.5, 2.2)}
        <ellipse cx="32" cy="41" rx="5" ry="6.5" fill="#334155" />
      </>
    ),
  },
  whale: {
    background: '#e0e7ff',
    art: (
      <>
        <path
          d="M27 21 Q25 14 22 12 M29 20 Q29 13 31 10 M31 21 Q34 15 37 14"
          fill="none"
          stroke="#38bdf8"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path d="M9 40 Q9 24 30 24 Q49 24 51 37 L58 30 L58 47 L51 42 Q47 53 30 53 Q9 53 9 40 Z" fill="#3b82f6" />
        <path d="M12 44 Q30 52 48 43 Q44 51 30 51 Q16 51 12 44 Z" fill="#bfdbfe" />
        <circle cx="21" cy="36" r="2.4" fill={INK} />
        <path d="M17 41 Q21 44 25 41" fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  octopus: {
    background: '#fae8ff',
    art: (
      <>
        <path
          d="M14 38 Q14 12 32 12 Q50 12 50 38 Q54 46 49 51 Q46 44 42 46 Q42 54 36 53 Q34 46 32 46 Q30 46 28 53 Q22 54 22 46 Q18 44 15 51 Q10 46 14 38 Z"
          fill="#c026d3"
        />
        <circle cx="25" cy="30" r="5" fill="#fff" />
        <circle cx="39" cy="30" r="5" fill="#fff" />
        {eyes(31, 25.5, 39.5, 2.4)}
        <path d="M28 38 Q32 41 36 38" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </>
    ),
  },
  turtle: {
    background: '#d1fae5',
    art: (
      <>
        <circle cx="50" cy="35" r="7" fill="#84cc16" />
        <circle cx="52" cy="33" r="1.6" fill={INK} />
        <ellipse cx="19" cy="45" rx="5" ry="4" fill="#84cc16" />
        <ellipse cx="37" cy="45" rx="5" ry="4" fill="#84cc16" />
        <path d="M9 43 Q9 18 28 18 Q47 18 47 43 Z" fill="#059669" />
        <circle cx="28" cy="30" r="5" fill="#34d399" />
        <circle cx="18" cy="37" r="3.5" fill="#34d399" />
        <circle cx="38" cy="37" r="3.5" fill="#34d399" />
      </>
    ),
  },
  robot: {
    background: '#e0e7ff',
    art: (
      <>
        <path d="M32 20 L32 12" stroke="#4f46e5" strokeWidth="2.4" />
        <circle cx="32" cy="11" r="3.2" fill="#f59e0b" />
        <rect x="11" y="30" width="5" height="10" rx="2" fill="#4338ca" />
        <rect x="48" y="30" width="5" height="10" rx="2" fill="#4338ca" />
        <rect x="15" y="20" width="34" height="30" rx="7" fill="#6366f1" />
        <circle cx="25" cy="32" r="5" fill="#fff" />
        <circle cx="39" cy="32" r="5" fill="#fff" />
        {eyes(32, 25, 39, 2.2)}
        <rect x="24" y="41" width="16" height="3.5" rx="1.75" fill="#fff" />
      </>
    ),
  },
  rocket: {
    background: '#312e81',
    art: (
      <>
        <circle cx="14" cy="18" r="1.3" fill="#fff" />
        <circle cx="50" cy="14" r="1.1" fill="#fff" />
        <circle cx="52" cy="40" r="1.3" fill="#fff" />
        <circle cx="12" cy="42" r="1" fill="#fff" />
        <path d="M26 45 L32 58 L38 45 Z" fill="#f59e0b" />
        <path d="M22 36 L14 49 L23 45 Z M42 36 L50 49 L41 45 Z" fill="#f43f5e" />
        <path d="M32 9 Q43 19 43 36 L42 46 L22 46 L21 36 Q21 19 32 9 Z" fill="#fff" />
        <circle cx="32" cy="28" r="5.5" fill="#38bdf8" stroke="#4f46e5" strokeWidth="2" />
      </>
    ),
  },
  star: {
    background: '#fef3c7',
    art: (
      <>
        <path
          d="M32 12 L38 26.5 L53.5 27.8 L41.7 38 L45.3 53.2 L32 45 L18.7 53.2 L22.3 38 L10.5 27.8 L26 26.5 Z"
          fill="#f59e0b"
          stroke="#f59e0b"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        {eyes(33, 28, 36, 1.9)}
        <path d="M28.5 38.5 Q32 41.5 35.5 38.5" fill="none" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  bolt: {
    background: '#4f46e5',
    art: (
      <>
        <circle cx="32" cy="32" r="22" fill="#6366f1" />
        <path
          d="M36 8 L17 36 L29 36 L25 57 L47 26 L35 26 Z"
          fill="#fde047"
          stroke="#facc15"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </>
    ),
  },
};
