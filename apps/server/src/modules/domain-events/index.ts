export { runAfterCommit } from '../../db/after-commit.js';
export {
  CONSUMER_POLL_MS,
  type ConsumerHost,
  type EventConsumer,
  type EventConsumers,
  type RunningConsumer,
  registerEventConsumer,
  startEventConsumer,
} from './consumers.js';
// Its table, for a statement that writes its event in the same statement as its change (an order's creation).
export { domainEvents } from './domain-events.tables.js';
// The log's commit-safe reads, for a reader with a cursor of its own (an offline device's catch-up, decision 092).
export { type EventCursor, eventLog } from './event-log.repo.js';
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
export { DOMAIN_EVENTS_RETENTION_MS } from './retention.js';
