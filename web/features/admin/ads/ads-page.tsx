// /admin/ads (SPEC §2 Ads page): to be built.
export default function AdsPage() {
  return null;
}
