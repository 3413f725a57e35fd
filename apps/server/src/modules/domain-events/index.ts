export {
  CONSUMER_POLL_MS,
  type EventConsumer,
  registerEventConsumer,
  type RunningConsumer,
  startEventConsumer,
} from './consumers.js';
export { pruneDomainEvents, DOMAIN_EVENTS_RETENTION_MS } from './prune.js';
export { createEventTail, type EventTail } from './event-tail.js';
export {
  type DomainEvent,
  type DomainEventType,
  eventInsertFrom,
  type NewDomainEvent,
  recordEvent,
  recordEventFrom,
  wakeReaders,
} from './record-event.js';
// Its table, for a statement that writes its event in the same statement as its change (an order's creation).
export { domainEvents } from './domain-events.tables.js';
