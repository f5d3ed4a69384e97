// Companies tab (SPEC §2 Company management): to be built.
export default function CompaniesTab() {
  return null;
}
