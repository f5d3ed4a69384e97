// News tab (SPEC §2 News management): to be built.
export default function NewsTab() {
  return null;
}
