export default function CompaniesRoute() { return <h1>Companies</h1>; }
