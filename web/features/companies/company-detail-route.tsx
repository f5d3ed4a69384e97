export default function CompanyDetailRoute() { return <h1>Company</h1>; }
