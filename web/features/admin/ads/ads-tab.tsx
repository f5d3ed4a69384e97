// Ads tab (SPEC §2: buttons that go to /admin/ads): to be built.
export default function AdsTab() {
  return null;
}
