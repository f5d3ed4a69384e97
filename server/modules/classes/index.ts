export { createClassesRepo, type ClassesRepo } from './classes.repo';
export { classesRoutes } from './classes.routes';
export { createClassesService, JOIN_CODE_MISSES, type ClassesService } from './classes.service';
