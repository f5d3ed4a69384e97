// Analytics tab (transactions dashboard, audit log): to be built.
export default function AnalyticsTab() {
  return null;
}
