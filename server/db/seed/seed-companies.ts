import { automotiveCompanies } from './data/automotive';
import { energyCompanies } from './data/energy';
import { financeCompanies } from './data/finance';
import { healthcareCompanies } from './data/healthcare';
import { retailCompanies } from './data/retail';
import { technologyCompanies } from './data/technology';
import type { SeedCompany } from './seed-types';

/** All 48 seed companies, 8 per category. */
export const seedCompanies: readonly SeedCompany[] = [
  ...technologyCompanies,
  ...healthcareCompanies,
  ...financeCompanies,
  ...energyCompanies,
  ...retailCompanies,
  ...automotiveCompanies,
];
