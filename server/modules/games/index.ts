export { createGamesRepo, type GamesRepo } from './games.repo';
export { gamesRoutes } from './games.routes';
export { classOptionsOf, createGamesService, toFigures, toGame, type GamesService } from './games.service';
