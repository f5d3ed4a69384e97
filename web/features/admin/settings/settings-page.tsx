// /admin/settings (platform settings): to be built.
export default function PlatformSettingsPage() {
  return null;
}
