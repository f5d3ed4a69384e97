export { creditFromSystem, ledgerBalance, postTrade, type Credit } from './ledger.repo';
