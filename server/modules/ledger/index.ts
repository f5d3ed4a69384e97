export { creditFromSystem, ledgerBalance, type Credit } from './ledger.repo';
