export { createLocalBus, createPostgresBus, type BusEvent, type EventBus } from './bus';
export { publishTick, tradingEventsTo } from './publishers';
export { createRealtimeServer, type RealtimeLimits, type RealtimeServer } from './realtime-server';
