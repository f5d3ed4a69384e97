export { TradeRoute as default } from './trade-route';
