import type { MessageDescriptor } from '@lingui/core';

/**
 * The errors a staff member, a vendor's admin or an operator can meet in the web app (the staff pages and station
 * screens, the offline scanner, the vendor's and the operator's settings, the integrations pages), worded in the
 * request's language by the error handler beside the customer's (`customer-errors.ts`, decision 097). As there, each
 * message is the English a service throws word for word, its placeholders standing for what the service put in.
 */
export const staffErrors: MessageDescriptor[] = [
  // Access
  /*i18n*/ { id: 'error.no-vendor-access', message: 'You do not have access to this vendor.' },
  /*i18n*/ { id: 'error.no-order-access', message: 'You do not have access to this order.' },
  /*i18n*/ { id: 'error.order-other-location', message: 'This order belongs to another vendor location.' },
  /*i18n*/ { id: 'error.operator-only', message: 'Only an operator of this install may do this.' },
  /*i18n*/ { id: 'error.vendor-id-in-path', message: 'vendorId must be the vendor in the path.' },
  /*i18n*/ { id: 'error.vendor-not-found', message: 'Vendor not found.' },
  /*i18n*/ { id: 'error.no-such-vendor', message: 'No such vendor.' },
  /*i18n*/ { id: 'error.account-not-found', message: 'Account not found.' },
  // Staff and roles
  /*i18n*/ { id: 'error.role-own', message: 'You cannot change or remove your own role.' },
  /*i18n*/ { id: 'error.last-super-admin', message: 'A vendor must keep at least one SUPER_ADMIN.' },
  /*i18n*/ { id: 'error.role-of-someone', message: 'You cannot change or remove someone with the {role} role.' },
  /*i18n*/ { id: 'error.role-give', message: 'You cannot give the {role} role.' },
  /*i18n*/ {
    id: 'error.staff-phone-fixed',
    message: 'The phone number cannot be changed. Remove this person and add the new number.',
  },
  /*i18n*/ { id: 'error.role-exists', message: 'This phone number already has a role at this vendor.' },
  /*i18n*/ { id: 'error.staff-member-not-found', message: 'Staff member not found.' },
  /*i18n*/ { id: 'error.phone-invalid-mobile', message: 'Invalid phone number. Please enter a valid mobile number.' },
  // Vendors and locations (operators, admins)
  /*i18n*/ {
    id: 'error.vendor-id-too-short',
    message: 'Choose a vendor id: the name has too few letters or digits to make one.',
  },
  /*i18n*/ { id: 'error.vendor-id-taken', message: 'The vendor id {vendorId} is taken. Choose another.' },
  /*i18n*/ { id: 'error.location-code-taken', message: 'The location code {code} is taken. Choose another.' },
  /*i18n*/ { id: 'error.location-code-none-free', message: 'No free location code was found. Please try again.' },
  /*i18n*/ { id: 'error.location-other-vendor', message: 'A location cannot move to another vendor.' },
  /*i18n*/ { id: 'error.paused-until-pause-only', message: 'pausedUntil is only for a pause.' },
  /*i18n*/ { id: 'error.reason-pause-only', message: 'reason is only for a pause.' },
  /*i18n*/ { id: 'error.paused-until-future', message: 'pausedUntil must be in the future.' },
  /*i18n*/ {
    id: 'error.pause-too-long',
    message: 'A pause with an end may last at most 24 hours; pause until resumed instead.',
  },
  /*i18n*/ {
    id: 'error.address-search-down',
    message: 'The address search is not available right now. Please try again later.',
  },
  // Payment accounts
  /*i18n*/ {
    id: 'error.connect-link-expired',
    message: 'This connection link has expired or was already used. Please start again.',
  },
  /*i18n*/ {
    id: 'error.connect-not-switched',
    message: 'The operator has not switched this vendor to its own payment account.',
  },
  /*i18n*/ { id: 'error.connect-has-account', message: 'This vendor already has a payment account.' },
  /*i18n*/ { id: 'error.connect-nothing', message: 'This vendor has no connected Stripe account to disconnect.' },
  /*i18n*/ { id: 'error.connect-existing', message: 'This install cannot connect existing Stripe accounts.' },
  /*i18n*/ { id: 'error.authorization-code-invalid', message: 'This authorization code is not valid.' },
  /*i18n*/ { id: 'error.authorization-code-used', message: 'This authorization code was already used.' },
  // Refunds
  /*i18n*/ { id: 'error.refund-under-way', message: 'A refund of this order is already under way.' },
  /*i18n*/ { id: 'error.refund-too-much', message: 'This refund would return more than was charged for the order.' },
  /*i18n*/ { id: 'error.refund-lines', message: 'These lines cannot be refunded.' },
  /*i18n*/ { id: 'error.refund-product-not-on-order', message: 'This product is not on the order.' },
  /*i18n*/ { id: 'error.refund-line-not-on-order', message: 'This line is not on the order.' },
  /*i18n*/ { id: 'error.refund-line-done', message: 'This line has been refunded already.' },
  /*i18n*/ { id: 'error.refund-left', message: 'Only {left} left to refund.' },
  /*i18n*/ { id: 'error.refund-failed', message: 'We were unable to refund your order. Please try again later.' },
  /*i18n*/ { id: 'error.refund-unpaid', message: 'Only a payment that went through can be refunded.' },
  /*i18n*/ { id: 'error.refund-nothing', message: 'A refund must be for more than nothing.' },
  /*i18n*/ { id: 'error.payment-refunded-already', message: 'This payment has already been refunded.' },
  /*i18n*/ { id: 'error.refund-key-used', message: 'This refund key was already used for another payment.' },
  // Pickup and the queue
  /*i18n*/ { id: 'error.balance-collected', message: 'The balance of this order has already been collected.' },
  /*i18n*/ { id: 'error.no-balance-due', message: 'This order has no balance due at pickup.' },
  /*i18n*/ { id: 'error.balance-not-collected', message: 'The balance of this order is not recorded as collected.' },
  /*i18n*/ { id: 'error.order-picked-up', message: 'This order has already been picked up.' },
  /*i18n*/ {
    id: 'error.customer-texts-off',
    message: 'This customer has turned texts off: they can have the receipt texted themselves.',
  },
  /*i18n*/ { id: 'error.window-days', message: 'The window can be at most {days} days.' },
  /*i18n*/ { id: 'error.queue-streams', message: 'Too many queue pages are open. Close another one first.' },
  /*i18n*/ { id: 'error.station-streams', message: 'Too many station screens are open. Close another one first.' },
  // Guest lists and events
  /*i18n*/ { id: 'error.glevent-id-in-path', message: 'gleventId must be the event in the path.' },
  /*i18n*/ { id: 'error.end-after-start', message: 'End time must be after start time.' },
  /*i18n*/ {
    id: 'error.capacity-below-reserved',
    message: 'Capacity cannot be lower than the {reserved} places already reserved.',
  },
  /*i18n*/ {
    id: 'error.new-address-coordinates',
    message: 'A new address needs its latitude and longitude: send them with it (pick the address from the dropdown).',
  },
  /*i18n*/ { id: 'error.reservation-other-event-named', message: 'This reservation is for another event: {event}.' },
  /*i18n*/ { id: 'error.reservation-other-event', message: 'This reservation is for another event.' },
  /*i18n*/ { id: 'error.guest-checked-in', message: 'This guest is already checked in.' },
  /*i18n*/ { id: 'error.guest-waitlisted', message: 'This guest is on the waitlist: the event is full.' },
  /*i18n*/ {
    id: 'error.time-zone-read-only',
    message: "The time zone is the venue's; it cannot be changed with an event.",
  },
  /*i18n*/ { id: 'error.no-events', message: 'No events found for this vendor.' },
  // The offline scanner
  /*i18n*/ { id: 'error.device-not-found', message: 'Device not found.' },
  /*i18n*/ { id: 'error.order-not-found-any', message: 'Order not found.' },
  /*i18n*/ { id: 'error.guest-list-event-not-found', message: 'Guest-list event not found.' },
  /*i18n*/ { id: 'error.device-not-enrolled', message: 'This device is not enrolled.' },
  /*i18n*/ { id: 'error.device-revoked', message: 'This device was revoked by a manager.' },
  /*i18n*/ { id: 'error.device-event-ended', message: 'This guest-list event has ended.' },
  // Prizes
  /*i18n*/ { id: 'error.reward-no-claim-code', message: 'No reward has this claim code.' },
  /*i18n*/ { id: 'error.venue-suspended-prizes', message: 'This venue is suspended: prizes cannot be handed over.' },
  /*i18n*/ { id: 'error.prize-claimed', message: 'This prize has already been claimed.' },
  /*i18n*/ { id: 'error.prize-code-expired', message: 'This prize’s claim code has expired.' },
  /*i18n*/ { id: 'error.prize-not-found', message: 'Prize not found.' },
  /*i18n*/ {
    id: 'error.prize-odds',
    message:
      "The prizes' odds would add up to more than 100 %: the other prizes already take {taken}, so this one can have at most {available}.",
  },
  /*i18n*/ { id: 'error.prize-stock-below-won', message: 'Stock cannot be lower than the {won} already won.' },
  // Menu, options and stock
  /*i18n*/ { id: 'error.option-group-not-found', message: 'Option group not found at this location.' },
  /*i18n*/ { id: 'error.option-not-found', message: 'Option not found in this group.' },
  /*i18n*/ { id: 'error.new-group-option-id', message: 'A new group takes no optionId: its options get new ids.' },
  /*i18n*/ {
    id: 'error.option-groups-max',
    message: 'A location has at most {maximum} option groups: archive one first.',
  },
  /*i18n*/ { id: 'error.option-not-in-group', message: 'Option "{optionId}" is not one of this group\'s options.' },
  /*i18n*/ {
    id: 'error.option-group-not-at-location',
    message: 'Option group "{optionGroupId}" is not one of this location\'s groups.',
  },
  /*i18n*/ {
    id: 'error.option-group-archived',
    message: 'Option group "{key}" was archived meanwhile; nothing was changed.',
  },
  /*i18n*/ {
    id: 'error.combo-choice-invalid',
    message: 'Combo choice "{productId}" is not a product of this location that can go in a combo.',
  },
  /*i18n*/ {
    id: 'error.product-saved-by-someone',
    message: 'Someone else saved this product after you opened it. Reload it to see their changes, then edit again.',
  },
  /*i18n*/ { id: 'error.stock-not-tracked', message: 'Stock is not tracked for this product. Turn tracking on first.' },
  /*i18n*/ { id: 'error.stock-below-zero', message: 'Only {left} in stock: the count cannot go below zero.' },
  /*i18n*/ { id: 'error.stock-max', message: 'The stock must be at most {maximum}: {count} in stock now.' },
  /*i18n*/ { id: 'error.copy-menu-same-vendor', message: 'Copy a menu only from another location of the same vendor.' },
  /*i18n*/ { id: 'error.copy-menu-other-location', message: 'Choose another location to copy from.' },
  /*i18n*/ { id: 'error.menu-rows', message: 'Some rows cannot be imported; nothing was changed.' },
  /*i18n*/ { id: 'error.menu-as-csv', message: 'Send the menu as text/csv.' },
  /*i18n*/ { id: 'error.body-too-large', message: 'The request body is too large.' },
  // Photos and images
  /*i18n*/ { id: 'error.not-an-image', message: 'The file must be a JPEG, PNG, WebP or AVIF photo.' },
  /*i18n*/ { id: 'error.photo-pixels', message: 'The photo is too large: at most {megapixels} megapixels.' },
  /*i18n*/ { id: 'error.photo-bytes', message: 'The photo is too large: at most {megabytes} MB.' },
  /*i18n*/ { id: 'error.photo-unreadable', message: 'The photo could not be read (is the file complete?).' },
  /*i18n*/ { id: 'error.photo-one-file', message: 'Send exactly one photo, in a form field named "file".' },
  /*i18n*/ {
    id: 'error.photo-multipart',
    message: 'Send the photo as multipart/form-data with one field named "file".',
  },
  /*i18n*/ { id: 'error.image-not-found', message: 'Image not found.' },
  /*i18n*/ {
    id: 'error.image-address',
    message: 'An image must be a path on this site (/…) or an address on the media host.',
  },
  /*i18n*/ { id: 'error.upload-limit', message: 'Too many photos uploaded. Please try again later.' },
  // Links and wristbands
  /*i18n*/ {
    id: 'error.redirect-target',
    message: 'A link may only go to one of our pages (starting with /) or to an http(s) address on an allowed website.',
  },
  /*i18n*/ { id: 'error.short-code-not-found', message: 'Short code not found.' },
  /*i18n*/ { id: 'error.short-code-taken', message: 'This short code is already taken. Choose another.' },
  /*i18n*/ { id: 'error.wristband-taken', message: 'This wristband belongs to another vendor.' },
  /*i18n*/ { id: 'error.wristband-not-found', message: 'Wristband not found.' },
  // Pages
  /*i18n*/ { id: 'error.page-not-found', message: 'Page not found.' },
  /*i18n*/ {
    id: 'error.page-saved-by-someone',
    message: 'Someone else saved this page after you opened it. Reload it to see their changes, then edit again.',
  },
  /*i18n*/ { id: 'error.page-unavailable', message: 'This page is unavailable right now.' },
  // Stations, tickets and printers
  /*i18n*/ { id: 'error.printer-not-found', message: 'Printer not found.' },
  /*i18n*/ { id: 'error.printer-station', message: 'One of the stations named is not one of this location’s.' },
  /*i18n*/ { id: 'error.printers-max', message: 'A location has at most {maximum} printers.' },
  /*i18n*/ { id: 'error.reprint-nothing', message: 'This order has no tickets to reprint here.' },
  /*i18n*/ { id: 'error.station-not-found', message: 'Station not found.' },
  /*i18n*/ { id: 'error.station-name-taken', message: 'This location already has a station with that name.' },
  /*i18n*/ { id: 'error.stations-max', message: 'A location has at most {maximum} stations.' },
  /*i18n*/ { id: 'error.route-once', message: 'Each product, group and type may be routed once.' },
  /*i18n*/ { id: 'error.route-station', message: 'A route names a station this location does not have.' },
  /*i18n*/ { id: 'error.route-product', message: 'A route names a product this location does not sell.' },
  /*i18n*/ { id: 'error.ticket-not-found', message: 'StationTicket not found.' },
  /*i18n*/ { id: 'error.ticket-line-not-found', message: 'This ticket has no such line.' },
  /*i18n*/ { id: 'error.ticket-open', message: 'This ticket is open already.' },
  // Integrations: API keys, webhooks, the accountant's export
  /*i18n*/ { id: 'error.api-key-invalid', message: 'This API key is not valid: it was revoked or never existed.' },
  /*i18n*/ { id: 'error.api-key-call', message: 'An API key cannot make this call.' },
  /*i18n*/ { id: 'error.api-key-scope', message: 'This API key lacks the {scope} scope.' },
  /*i18n*/ { id: 'error.api-key-location', message: 'This API key is not allowed at this location.' },
  /*i18n*/ {
    id: 'error.api-key-whole-vendor',
    message: 'This API key is limited to locations: it cannot make a call for the whole vendor.',
  },
  /*i18n*/ {
    id: 'error.api-key-name-location',
    message: 'This API key is limited to locations: name one of them (vendorLocationId).',
  },
  /*i18n*/ { id: 'error.api-key-rate', message: 'Too many calls with this API key. Please slow down.' },
  /*i18n*/ { id: 'error.api-key-not-found', message: 'No such API key.' },
  /*i18n*/ { id: 'error.api-key-locations', message: 'Every location must be one of this vendor’s.' },
  /*i18n*/ { id: 'error.export-range', message: 'to must be on or after from.' },
  /*i18n*/ { id: 'error.export-days', message: 'At most {days} days at a time.' },
  /*i18n*/ {
    id: 'error.webhook-private-address',
    message: 'This address ({address}) is on a private, loopback or link-local network: webhooks cannot be sent there.',
  },
  /*i18n*/ { id: 'error.webhook-not-found', message: 'No such webhook.' },
  /*i18n*/ { id: 'error.webhook-disabled', message: 'This webhook is disabled: enable it first.' },
  /*i18n*/ { id: 'error.delivery-not-found', message: 'No such delivery.' },
];
