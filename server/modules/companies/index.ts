export { createCompaniesRepo, type CompaniesRepo } from './companies.repo';
export { companiesRoutes } from './companies.routes';
export { createCompaniesService, type CompaniesService } from './companies.service';
