// Generated from /openapi.json by openapi-typescript: do not edit; run `npx tsx apps/server/test/openapi/generate-client-types.ts`.
export interface paths {
    "/analytics-service/v1/vendors/{vendorId}/analytics-dump/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get analytics dump
         * @description MANAGER and above. The month’s aggregates, numOrders and ordersEnriched: its first 500 orders, oldest first (decision 050); when there are more, ordersEnrichedTruncated is true and ordersEnrichedNext is the orders call that pages on from there.
         */
        get: operations["getAnalyticsDump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics-service/v1/vendors/{vendorId}/analytics-dump/{month}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regenerate analytics dump */
        get: operations["regenerateAnalyticsDump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics-service/v1/vendors/{vendorId}/option-sales/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get option sales
         * @description MANAGER and above of the vendor. Lines of orders paid in the month (the vendor's time zone), refunded units taken off. 400 for a bad month; 401 without a token; 403 below MANAGER.
         */
        get: operations["getOptionSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics-service/v1/vendors/{vendorId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List analytics orders */
        get: operations["listAnalyticsOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics-service/v1/vendors/{vendorId}/weeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List analytics weeks */
        get: operations["listAnalyticsWeeks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics-service/v1/vendors/{vendorId}/weeks/{weekStart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get analytics week */
        get: operations["getAnalyticsWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-service/v1/vendors/{vendorId}/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log
         * @description An operator, or the vendor's ADMIN and above. Newest first, 25 a page.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-service/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Revokes the refresh cookie's session when one is sent (none is fine) and clears the cookie.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-service/v1/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update my language
         * @description The language of the caller's text messages (sign-in codes, order ready, receipts, waitlist places), set when they switch the app’s language; until then the one their first sign-in code was asked in. Errors: 400 VALIDATION_FAILED when language is not en or es (or the body is not an object with it); 401 UNAUTHENTICATED without a valid token, or when the account is gone; 429 RATE_LIMITED; 503 SERVICE_UNAVAILABLE with Retry-After when the database is away (nothing changed: send it again).
         */
        put: operations["updateMyLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-service/v1/passwordless/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start sign in */
        post: operations["startSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-service/v1/passwordless/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify sign in */
        post: operations["verifySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-service/v1/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refresh access token */
        post: operations["refreshAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-service/v1/admin/vendors/{vendorId}/artist-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List artist pages */
        get: operations["listArtistPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-service/v1/admin/vendors/{vendorId}/artist-pages/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save artist page */
        put: operations["saveArtistPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-service/v1/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get content page
         * @description Public page content: landing, festival:{page}, artist:{vendorId}:{name}.
         */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-service/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get site settings */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/admin/vendors/{vendorId}/contests/{eventId}/prizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff prizes
         * @description The event's prizes with what has been won of each; MANAGER and above of the vendor.
         */
        get: operations["listStaffPrizes"];
        put?: never;
        /**
         * Create prize
         * @description Adds a prize to the drawing; the odds of the event’s prizes may add up to 1 at most.
         */
        post: operations["createPrize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/admin/vendors/{vendorId}/contests/{eventId}/prizes/{prizeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update prize
         * @description Changes a prize’s name, description, odds or stock (never below what has been won); later draws use it.
         */
        patch: operations["updatePrize"];
        trace?: never;
    };
    "/contest-service/v1/contests/{id}/draw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draw prize
         * @description Spends one ticket and draws; 409 NO_TICKETS_LEFT without one. No body is needed; termsAccepted: false is refused (400).
         */
        post: operations["drawPrize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/contests/{id}/prizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contest prizes
         * @description The prize groups of an event's drawing (the contest id is the vendor event id).
         */
        get: operations["listContestPrizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/reward-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create reward ticket
         * @description The sign-in ticket: one per person per event per day; 201 when made, 200 when already given.
         */
        post: operations["createRewardTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/rewards/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim reward
         * @description Staff of the event's vendor hand the prize over; `id` is the reward id or its claim code.
         */
        post: operations["claimReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets
         * @description The caller's tickets that can still be played (unspent, unexpired).
         */
        get: operations["listTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contest-service/v1/users/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user rewards
         * @description The caller's won prizes, newest first.
         */
        get: operations["listUserRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/sms-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sms outbox */
        get: operations["listSmsOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event-service/v1/admin/vendors/{vendorId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendor events */
        get: operations["listVendorEvents"];
        /**
         * Update event
         * @description MANAGER and above. 400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a field other than eventName and description, a text past its English limit.
         */
        put: operations["updateEvent"];
        /**
         * Create event
         * @description MANAGER and above. 400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a field other than eventName and description, a text past its English limit.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event-service/v1/event/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get event */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event-service/v1/events/by-vendor-and-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events by status
         * @description A 404 means the vendor has no events in these statuses.
         */
        get: operations["listEventsByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/glevents/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List available glevents
         * @description Public. Events within `radiusMiles` (default 10) that have not ended, soonest first.
         */
        get: operations["listAvailableGlevents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/users/eligible-to-make-reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get reservation eligibility */
        get: operations["getReservationEligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/users/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my reservations
         * @description The caller’s reservations, newest first; pass `nextToken` for the next page.
         */
        get: operations["listMyReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/users/reservations/{reservationId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel my reservation
         * @description The caller’s CONFIRMED (or WAITLISTED) reservation of an event that has not started.
         */
        post: operations["cancelMyReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/vendors/{vendorId}/events/{gleventId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List guests
         * @description Any staff role of the vendor: the event’s reservations, by guest name; cancelled ones only with `includeCancelled=true`.
         */
        get: operations["listGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/vendors/{vendorId}/glevents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendor glevents
         * @description Any staff role of the vendor.
         */
        get: operations["listVendorGlevents"];
        put?: never;
        /**
         * Create glevent
         * @description MANAGER and above of the vendor. `gleventStatus` defaults to UPCOMING.
         */
        post: operations["createGlevent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/vendors/{vendorId}/glevents/{gleventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update glevent
         * @description MANAGER and above. Only the fields sent change; the event as read back is accepted too. Capacity is `guestlistCapacity` or `originalCapacity`. Accepted and ignored: `reservedCount`, `availableCount`, `timeZone`. `gleventId` and `vendorId`, when sent, must be the path’s (400 otherwise). The address may change in part; latitude and longitude travel together, and a changed street, city, state or country needs them (400 naming latitude and longitude otherwise).
         */
        put: operations["updateGlevent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/vendors/{vendorId}/glevents/{gleventId}/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create reservation
         * @description CONFIRMED when places are free, WAITLISTED when the event is full.
         */
        post: operations["createReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guestlist-service/v1/vendors/{vendorId}/glevents/{gleventId}/reservations/{reservationId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in reservation
         * @description Any staff role of the vendor. Empty body. CHECKED_IN or CANCELLED answers 409.
         */
        post: operations["checkInReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/accounting-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accountant's export
         * @description MANAGER and above, or an API key with reports:read (a key limited to locations must name one of them). Per day in the venue’s time zone, per location and for the vendor, per payment method and all: sales, discounts, tax, tips, refunds (full and partial, on the day they were made), net, counts, in cents; the same totals as analytics. `format=csv` answers text/csv. At most 366 days. Errors: 400 VALIDATION_FAILED, 401, 403 FORBIDDEN, 429 RATE_LIMITED.
         */
        get: operations["getAccountingExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys not revoked
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Errors: 401, 403 FORBIDDEN.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Answers the secret once (prefix `qlk_`); send it as `Authorization: Bearer <secret>` on the staff calls its scopes open. Errors: 400 VALIDATION_FAILED (a location not of the vendor), 401, 403 FORBIDDEN, 429 RATE_LIMITED.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). The key is refused from its next call on, on every API process. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhooks
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Errors: 401, 403 FORBIDDEN.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Messages are signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature) with the secret answered once. Errors: 400 VALIDATION_FAILED (not http(s), or an address on a private, loopback or link-local network, also after DNS resolution, unless the operator allows them), 401, 403 FORBIDDEN.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its deliveries
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Edit, disable or enable a webhook
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Errors: 400 VALIDATION_FAILED (not http(s), or an address on a private, loopback or link-local network, also after DNS resolution, unless the operator allows them), 401, 403 FORBIDDEN, 404 NOT_FOUND.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last 30 days of deliveries, newest first (at most 200)
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Sends it again with the same webhook-id, now. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT (the webhook is disabled: enable it first).
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integration-service/v1/vendors/{vendorId}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message
         * @description ADMIN and above of the vendor (a person signed in; an API key cannot manage keys or webhooks). Queues a `webhook.test` message; its delivery shows in the deliveries. Errors: 401, 403 FORBIDDEN, 404 NOT_FOUND, 429 RATE_LIMITED.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/menu/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy location menu
         * @description MANAGER and above. Adds a copy of another location's menu (same vendor) to this one.
         */
        post: operations["copyLocationMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/menu/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export location menu
         * @description MANAGER and above. The menu as CSV (text/csv; columns in the README).
         */
        get: operations["exportLocationMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/menu/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import location menu
         * @description MANAGER and above. A text/csv body (columns in the README); rows with a productId update it, rows without create. Any bad row writes nothing (400 listing every row's errors); dryRun=true only checks.
         */
        post: operations["importLocationMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/option-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List option groups
         * @description MANAGER and above of the location's vendor: the location's option groups, archived ones left out. 400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a translation in a language other than es or of another field, min above max, more than 50 options, an unknown field); 401 without a token; 403 below MANAGER of the location's vendor; 404 for an unknown location or group.
         */
        get: operations["listOptionGroups"];
        put?: never;
        /**
         * Create option group
         * @description MANAGER and above: a group of options defined once for the location, attached to products by their optionGroupIds. 400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a translation in a language other than es or of another field, min above max, more than 50 options, an unknown field); 401 without a token; 403 below MANAGER of the location's vendor; 404 for an unknown location or group. 409 past 500 groups.
         */
        post: operations["createOptionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/option-groups/{optionGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit option group
         * @description MANAGER and above: the group as it should be. Options named by their optionId are kept (and orders that sold them keep their snapshot); options left out are archived; options without an id are added. A quantity sent sets the option's count. Every product it is attached to gets a product.updated event. 400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a translation in a language other than es or of another field, min above max, more than 50 options, an unknown field); 401 without a token; 403 below MANAGER of the location's vendor; 404 for an unknown location or group.
         */
        put: operations["editOptionGroup"];
        post?: never;
        /**
         * Archive option group
         * @description MANAGER and above: archives the group (as products are): off every product and out of carts, kept for order history. 400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a translation in a language other than es or of another field, min above max, more than 50 options, an unknown field); 401 without a token; 403 below MANAGER of the location's vendor; 404 for an unknown location or group.
         */
        delete: operations["archiveOptionGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/option-groups/{optionGroupId}/options/{optionId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set option availability
         * @description MANAGER and above: 86 an option, or put it back, and nothing else: its stock count and the group's other fields are left as they are, so a sale made since the editor read the group is never overwritten. Every product the group is on gets a product.updated event. 400 VALIDATION_FAILED naming the field (a name or its translation too long or with control characters, a translation in a language other than es or of another field, min above max, more than 50 options, an unknown field); 401 without a token; 403 below MANAGER of the location's vendor; 404 for an unknown location or group. 404 for an option not of this group (or archived).
         */
        put: operations["setOptionAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get location products
         * @description Public. Sends an ETag; answers 304 with no body when If-None-Match names it. Issue 44: names and descriptions in the language of `lang`, else Accept-Language, else the ql_lang cookie, each falling back to the venue's text; the answer varies by Accept-Language and Cookie. 400 VALIDATION_FAILED for a lang other than en or es.
         */
        get: operations["getLocationProducts"];
        put?: never;
        /**
         * Create location product
         * @description MANAGER and above of the location's vendor. 400 VALIDATION_FAILED naming the field, also for translations (a language other than es, a field other than name and description, a text past its English limit) and for a combo slot's (a language other than es, a field other than name, a name past 60 characters or with control characters, as the English slot name).
         */
        post: operations["createLocationProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/products-v2/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update product */
        put: operations["updateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit location product
         * @description MANAGER and above. A full edit; 409 CONFLICT when the version sent is not the current one. translations left out stay as stored, and a combo slot's left out stay with the stored slot of the same name; 400 VALIDATION_FAILED for a language other than es, another field, a text past its limit (a combo slot's name also with control characters).
         */
        put: operations["editLocationProduct"];
        post?: never;
        /**
         * Archive location product
         * @description MANAGER and above. Archives: off the menu and out of carts, kept for order history.
         */
        delete: operations["archiveLocationProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory-service/v1/vendor-locations/{vendorLocationId}/products/{productId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change product stock
         * @description MANAGER and above. Sets or adjusts a tracked count, audited with its reason.
         */
        post: operations["changeProductStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead-service/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create lead
         * @description Book a Demo: companyName, fullName, phone, email, message. An optional submissionId makes a retry store once; at most 5 a hour per address (429 RATE_LIMITED).
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maps-service/v1/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get places config
         * @description Which address autocomplete the guest-list form uses: Google Places (with its browser key) or built-in.
         */
        get: operations["getPlacesConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maps-service/v1/places/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Autocomplete places
         * @description Address suggestions of the server-side providers: built-in (offline: the street line as typed, only with the ZIP code typed, and that ZIP’s city, state and coordinates) or Photon (OpenStreetMap street addresses). `hint` says what to type when nothing can be offered. Signed-in callers only.
         */
        get: operations["autocompletePlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media-service/v1/vendors/{vendorId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a product photo (multipart, one part named "file")
         * @description JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. The photo is turned upright, stripped of its metadata and stored as WebP renditions; the answer is the URL a product's imageUrls takes.
         */
        post: operations["uploadVendorImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership-service/v1/membership/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create membership payment intent
         * @description Starts paying for a plan; the amount must be the plan’s (1 month 2000, 3 months 5000 cents).
         */
        post: operations["createMembershipPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership-service/v1/membership/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join membership
         * @description Activates (or extends) the membership a succeeded payment bought; once per payment.
         */
        post: operations["joinMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership-service/v1/membership/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my membership
         * @description The caller’s membership and member profile (availableCredits); both null for a non-member.
         */
        get: operations["getMyMembership"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership-service/v1/membership/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my member profile
         * @description The caller’s own sharing settings (socialSharing, showInWhosHere), one or both; answers as /membership/me. A member (current or lapsed) only; anyone else 403.
         */
        patch: operations["updateMyMemberProfile"];
        trace?: never;
    };
    "/nfc-service/v1/admin/vendors/{vendorId}/wristbands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List wristbands */
        get: operations["listWristbands"];
        /** Save wristband */
        put: operations["saveWristband"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nfc-service/v1/admin/vendors/{vendorId}/wristbands/{nfcId}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retire wristband */
        post: operations["retireWristband"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nfc-service/v1/nfc/{nfcId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get wristband
         * @description An unknown or retired wristband answers no vendor (the page offers membership).
         */
        get: operations["getWristband"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/device/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device changes
         * @description The device: what changed after the cursor, from the durable events (decision 078), as the current rows. A bad cursor: 400; otherwise as the download.
         */
        get: operations["getDeviceChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/device/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device data
         * @description The device (its token as the bearer): what a door or a bar needs offline, the keys, and the cursor to catch up from. Unknown token: 401; revoked: 403 DEVICE_REVOKED; an event ended past its grace: 403 DEVICE_EXPIRED.
         */
        get: operations["getDeviceData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/device/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload device scans
         * @description The device: its queued scans in the order scanned, each applied once by its id (a scan sent again answers its first result). A code used elsewhere first is a conflict, reported to managers. A revoked device: 403 DEVICE_REVOKED, its scans recorded as refused.
         */
        post: operations["uploadDeviceScans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List signing keys
         * @description Public: the install’s Ed25519 public keys that verify signed codes, the signing one and the retired ones.
         */
        get: operations["listSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/users/{userId}/orders/{orderId}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order code
         * @description The order’s owner: its signed pickup code (decision 092), which a bar device checks without the network. Another person’s order, or none: 404. An order not paid yet: 409 ORDER_NOT_PAID; a refunded one: 409 ORDER_REFUNDED (a device may take a signed code on its signature alone, so only a paid order has one).
         */
        get: operations["getOrderCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/users/{userId}/reservations/{reservationId}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get reservation code
         * @description The reservation’s guest: its signed door code (decision 092). Another person’s reservation, or none: 404. A reservation pending or on the waitlist: 409 RESERVATION_NOT_CONFIRMED; a cancelled one: 409 RESERVATION_CANCELLED.
         */
        get: operations["getReservationCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/vendors/{vendorId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List devices
         * @description MANAGER or above: the vendor’s enrolled devices, newest first, with their last sync; STAFF: 403.
         */
        get: operations["listDevices"];
        put?: never;
        /**
         * Enrol device
         * @description Any staff role of the vendor: enrols this phone or tablet for one of the vendor’s locations or guest-list events; the answer holds its token once (the server keeps its hash). Neither or both given: 400; a location or event of another vendor: 404.
         */
        post: operations["enrolDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/vendors/{vendorId}/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke device
         * @description MANAGER or above: revokes the device (its token stops at once; its scans uploaded later are refused and reported). Revoking a revoked device answers it unchanged. STAFF: 403; another vendor’s device: 404.
         */
        delete: operations["revokeDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offline-service/v1/vendors/{vendorId}/scan-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scan reports
         * @description MANAGER or above: the devices’ scans that were not applied, newest first (at most 200): conflicts (a code used at two devices while apart: who, where, when) and refusals (a revoked device, a forged or foreign code).
         */
        get: operations["listScanReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List operators
         * @description Operators only. Operators are added and removed with `npm run operator`.
         */
        get: operations["listOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/operators/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get operator me
         * @description Whether the caller is an operator of this install.
         */
        get: operations["getOperatorMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get operator payments
         * @description Operators only (FORBIDDEN otherwise): every vendor's payment model, account state and requirements due, its last 30 days' sales and the application fees earned, per vendor and per day.
         */
        get: operations["getOperatorPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/setup-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get setup status
         * @description Public: whether the install still needs its first operator (the staff sign-in page says how to add one).
         */
        get: operations["getSetupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List operator vendors
         * @description Operators only: every vendor, suspended ones included.
         */
        get: operations["listOperatorVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator-service/v1/vendors/{vendorId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set vendor payments
         * @description Operators only (a vendor's ADMIN gets FORBIDDEN): the vendor's payment model, application fee and what a refund does with the fee. Switching to `connect` never moves orders already paid. NOT_FOUND for an unknown vendor; VALIDATION_FAILED for a fee out of range.
         */
        put: operations["setVendorPayments"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/cloudprnt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get cloud prnt job
         * @description For a registered printer or print agent: its token as HTTP Basic password (as a Star printer is set up) or as a Bearer token; 401 UNAUTHENTICATED for a missing, wrong or revoked token. The leased job's bytes in the media type asked for; 404 NOT_FOUND when the token names no job of this printer still to print.
         */
        get: operations["getCloudPrntJob"];
        put?: never;
        /**
         * Poll cloud prnt
         * @description For a registered printer or print agent: its token as HTTP Basic password (as a Star printer is set up) or as a Bearer token; 401 UNAUTHENTICATED for a missing, wrong or revoked token. Records the printer's status and answers whether its oldest job is ready, leased to this poll.
         */
        post: operations["pollCloudPrnt"];
        /**
         * Confirm cloud prnt job
         * @description For a registered printer or print agent: its token as HTTP Basic password (as a Star printer is set up) or as a Bearer token; 401 UNAUTHENTICATED for a missing, wrong or revoked token. Confirms the job with Star's code: 2xx marks it printed (once), any other frees it to be offered again; 404 NOT_FOUND as getCloudPrntJob.
         */
        delete: operations["confirmCloudPrntJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/fulfilled-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List fulfilled orders */
        get: operations["listFulfilledOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/taxes/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate tax
         * @description Sales tax of the cart at the location's own rate, in integer cents. Cart lines: productId, quantity, options and comboChoices are used; the spec's price, name, productTaxCode, productType, discountedPrice, variantName and imageUrls are accepted and ignored (every line and option is priced from our inventory). vendorAddress is accepted and ignored (the vendor's own address and rate apply). Other fields are refused. 400 naming the product and the group when an option breaks a rule ("Margarita: choose a Tequila."), and naming the limit when the location's maxAlcoholicItemsPerOrder is passed.
         */
        post: operations["calculateTax"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create order
         * @description Prices the cart from our inventory and makes the order. Cart lines: productId, quantity, options and comboChoices are used; the spec's price, name, productTaxCode, productType, discountedPrice, variantName and imageUrls are accepted and ignored (every line and option is priced from our inventory). vendorAddress is accepted and ignored (the vendor's own address and rate apply). Other fields are refused. 400 naming the product and the group when an option breaks a rule ("Margarita: choose a Tequila."), and naming the limit when the location's maxAlcoholicItemsPerOrder is passed. The body's userId must equal the path's (400 otherwise).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get order */
        get: operations["getOrder"];
        /**
         * Update order
         * @description Re-prices an order still in progress. Takes staff.md's body (cartItems, tipAmount, vendorLocationId, vendorAddress) or customer.md's (plus userId and orderId, which must equal the path's: 400 otherwise). Cart lines: productId, quantity, options and comboChoices are used; the spec's price, name, productTaxCode, productType, discountedPrice, variantName and imageUrls are accepted and ignored (every line and option is priced from our inventory). vendorAddress is accepted and ignored (the vendor's own address and rate apply). Other fields are refused. 400 naming the product and the group when an option breaks a rule ("Margarita: choose a Tequila."), and naming the limit when the location's maxAlcoholicItemsPerOrder is passed.
         */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Complete order
         * @description Staff hand the order over. The spec sends no body; an optional `{idChecked: true}` records that the caller checked ID (issue 39), as idCheckedBy and idCheckedAt on the order. 400 for another field.
         */
        put: operations["completeOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream order events
         * @description Server-sent events: `event: order` with the order JSON now and after every change, a comment heartbeat every 15 s.
         */
        get: operations["streamOrderEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/markPaid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark order paid */
        put: operations["markOrderPaid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set order notifications */
        put: operations["setOrderNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/receipt-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text order receipt */
        post: operations["textOrderReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/users/{userId}/orders/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Refund order
         * @description Staff refund the order's full amount. Body: refundReason (staff.md; the staff page sends NONE_PROVIDED), and optionally orderId (customer.md's wording), which must equal the path's (400 otherwise).
         */
        put: operations["refundOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/expo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get expo
         * @description Staff of any role: orders with a ticket still open and one bumped (partly done), oldest first, and each station’s ticket times for the shift.
         */
        get: operations["getExpo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List location orders */
        get: operations["listLocationOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/{orderId}/balance-collected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Collect balance */
        put: operations["collectBalance"];
        post?: never;
        /** Undo balance collected */
        delete: operations["undoBalanceCollected"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/{orderId}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark order ready */
        put: operations["markOrderReady"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/{orderId}/receipt-texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend order receipt */
        post: operations["resendOrderReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/{orderId}/refund-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote partial refund
         * @description Staff of the order's vendor ask what refunding these lines would return, by the rule the refund itself uses; nothing is refunded or held (decision 077).
         */
        post: operations["quotePartialRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order refunds
         * @description Staff of the order's vendor read which units of the order are left to refund, and its partial refunds.
         */
        get: operations["listOrderRefunds"];
        put?: never;
        /**
         * Create partial refund
         * @description Staff of the order's vendor refund some units of some lines of a paid order: the lines' share of what was charged besides the tip; the refund that returns the last units returns the rest, tip included (decision 073).
         */
        post: operations["createPartialRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/orders/by-short-id/{shortOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find orders by short id */
        get: operations["findOrdersByShortId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/printers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List printers
         * @description Staff of any role (a station screen shows its printers offline). 404 NOT_FOUND for an unknown location.
         */
        get: operations["listPrinters"];
        put?: never;
        /**
         * Create printer
         * @description MANAGER and above. Answers the printer and its token, shown this once. 400 VALIDATION_FAILED for a station not of the location; 409 CONFLICT past 20 printers.
         */
        post: operations["createPrinter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/printers/{printerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke printer
         * @description MANAGER and above. Revokes the printer’s token: its next poll is refused (401). 404 NOT_FOUND when it is not the location’s.
         */
        delete: operations["revokePrinter"];
        options?: never;
        head?: never;
        /**
         * Edit printer
         * @description MANAGER and above: name, paper, backlog age, stations. 404 NOT_FOUND for another location’s or a revoked printer; 400 VALIDATION_FAILED for a station not of the location.
         */
        patch: operations["editPrinter"];
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/printers/{printerId}/test-print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test print
         * @description MANAGER and above. Queues a test page for the printer. 404 NOT_FOUND as editPrinter.
         */
        post: operations["testPrint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/printers/{printerId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew printer token
         * @description MANAGER and above. A new token, shown this once; the old one stops working. 404 NOT_FOUND as editPrinter.
         */
        post: operations["renewPrinterToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get location queue */
        get: operations["getLocationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/queue/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream location queue
         * @description Server-sent events: `event: queue` with the queue JSON now and after every change of its orders, a comment heartbeat every 15 s.
         */
        get: operations["streamLocationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/receipt-prints/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print receipt
         * @description Staff of any role. Prints the customer’s receipt of a paid order (the venue and location, the lines, the total and the QR code of the order’s page) on a printer of the location, once: asked again while that receipt waits to print, nothing more is queued (`jobs: 0`). 404 NOT_FOUND for an order or a printer not of the location; 409 ORDER_NOT_PAID for an order not paid yet.
         */
        post: operations["printReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/reprints/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reprint order
         * @description Staff of any role. Queues the order’s tickets again on their stations’ printers. 404 NOT_FOUND for an order of another location or without tickets.
         */
        post: operations["reprintOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/station-routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set station routes
         * @description MANAGER and above. Replaces the location’s routes; 400 VALIDATION_FAILED for a route naming a station or product not of the location, or one key twice.
         */
        put: operations["setStationRoutes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stations
         * @description Staff of any role. 404 NOT_FOUND for an unknown location, 403 FORBIDDEN for staff of another vendor.
         */
        get: operations["listStations"];
        put?: never;
        /**
         * Create station
         * @description MANAGER and above. 409 CONFLICT for a name the location already has or past 20 stations; 400 VALIDATION_FAILED for a bad body.
         */
        post: operations["createStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove station
         * @description MANAGER and above. Removes the station and its routes (its tickets stay in the history); 404 NOT_FOUND when it is not the location’s.
         */
        delete: operations["removeStation"];
        options?: never;
        head?: never;
        /**
         * Edit station
         * @description MANAGER and above. 404 NOT_FOUND for another location’s or a removed station; 409 CONFLICT for a name taken.
         */
        patch: operations["editStation"];
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get station tickets
         * @description Staff of any role: the open tickets oldest first, the last bumped and the shift’s ticket times. 404 NOT_FOUND for a station not of the location.
         */
        get: operations["getStationTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}/tickets/{ticketId}/bump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bump ticket
         * @description Staff of any role. Bumps the ticket (and its items), once; when it was the order’s last open ticket the order becomes ready as the queue’s Ready makes it. 404 NOT_FOUND for a ticket not of the station.
         */
        put: operations["bumpTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}/tickets/{ticketId}/items/{lineNo}/bump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bump ticket item
         * @description Staff of any role. Bumps one line; the last line bumped bumps the ticket. 404 NOT_FOUND for a line not on the ticket.
         */
        put: operations["bumpTicketItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}/tickets/{ticketId}/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Recall ticket
         * @description Staff of any role. Brings a bumped ticket back open (its items too); an order already ready stays ready. 404 NOT_FOUND for a ticket not of the station; 409 CONFLICT when it is open.
         */
        put: operations["recallTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/stations/{stationId}/tickets/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream station tickets
         * @description Server-sent events: `event: tickets` with the station’s tickets now and after every change, a comment heartbeat every 15 s. Refusals as getStationTickets.
         */
        get: operations["streamStationTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order-service/v1/vendor-locations/{vendorLocationId}/ticket-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get ticket times report
         * @description MANAGER and above: each station's ticket times (made to bumped) per venue day from `from` to `to` (the venue's dates, at most 62 days): tickets bumped, average and p90 seconds, by day then station; a day with nothing bumped is left out. 400 VALIDATION_FAILED for dates not as YYYY-MM-DD or a range backwards or too long.
         */
        get: operations["getTicketTimesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-service/v1/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get payment config */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-service/v1/simulated/accounts/{accountId}/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete simulated onboarding
         * @description The simulated provider's onboarding page (only when payments are simulated): completes the account at once, as Stripe's account.updated would say. NOT_FOUND for an unknown account or a wrong secret.
         */
        post: operations["completeSimulatedOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-service/v1/simulated/payment-intents/{paymentIntentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm simulated payment
         * @description Pays a simulated payment intent with a test card or the wallet button.
         */
        post: operations["confirmSimulatedPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get readiness */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirect-service/v1/admin/vendors/{vendorId}/short-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List short codes */
        get: operations["listShortCodes"];
        put?: never;
        /** Create short code */
        post: operations["createShortCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirect-service/v1/admin/vendors/{vendorId}/short-codes/{code}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retire short code */
        post: operations["retireShortCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirect-service/v1/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get public links config
         * @description The public address (PUBLIC_BASE_URL) printed QR codes and links use; null when it is not configured.
         */
        get: operations["getPublicLinksConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirect-service/v1/short-code-redirects/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get short code redirect */
        get: operations["getShortCodeRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-auth-service/v1/my-venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my venues
         * @description The caller's own venues (every vendor they hold a role at) and whether they are an operator.
         */
        get: operations["getMyVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-auth-service/v1/vendors/{vendorId}/user-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user role */
        get: operations["getUserRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-auth-service/v1/vendors/{vendorId}/vendor-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendor roles */
        get: operations["listVendorRoles"];
        put?: never;
        /** Create vendor role */
        post: operations["createVendorRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-auth-service/v1/vendors/{vendorId}/vendor-roles/{phoneNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update vendor role */
        put: operations["updateVendorRole"];
        post?: never;
        /** Remove vendor role */
        delete: operations["removeVendorRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-location-service/v1/vendor-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get vendor location */
        get: operations["getVendorLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-location-service/v1/vendor-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendor locations */
        get: operations["listVendorLocations"];
        put?: never;
        /**
         * Create vendor location
         * @description An operator, or the vendor's ADMIN and above. 400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a field other than description, a Spanish description past 80 characters or with control characters.
         */
        post: operations["createVendorLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-location-service/v1/vendor-locations/{vendorLocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update vendor location
         * @description An operator, or the vendor's ADMIN and above. Changed fields only; `retired: true` retires it. 400 VALIDATION_FAILED naming the field, also for translations: a language other than es, a field other than description, a Spanish description past 80 characters or with control characters.
         */
        put: operations["updateVendorLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-location-service/v1/vendor-locations/{vendorLocationId}/ordering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update location ordering
         * @description The vendor's MANAGER and above, or an operator: pause ordering (until `pausedUntil`, or until resumed) and cap paid orders per 15 minutes. Audited.
         */
        put: operations["updateLocationOrdering"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-location-service/v1/vendors/{vendorId}/location-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List location settings
         * @description An operator, or the vendor's ADMIN and above: every location, retired ones included, with its tax rate.
         */
        get: operations["listLocationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/payments/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete vendor oauth
         * @description Stripe's OAuth return, sent on by the return page with the caller's own token: the `state` must be one this caller was given, unused and unexpired (VALIDATION_FAILED otherwise, and it is spent either way); the code is exchanged through Stripe's SDK and the account recorded as the vendor's Standard account. FORBIDDEN when the caller is no longer the vendor's ADMIN; CONFLICT when the vendor has an account by now or is no longer on `connect`.
         */
        post: operations["completeVendorOauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get vendor */
        get: operations["getVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendors */
        get: operations["listVendors"];
        put?: never;
        /**
         * Create vendor
         * @description Operators only. Creates the vendor and its first SUPER_ADMIN in one transaction.
         */
        post: operations["createVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update vendor
         * @description An operator, or the vendor's ADMIN and above. Changed fields only.
         */
        put: operations["updateVendor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get vendor payments
         * @description The vendor's ADMIN and above, or an operator (FORBIDDEN otherwise): its payment model and fee, its connected account's state, the next payouts and the last 30 days', fees per day and each paid order with the account that took it. PROVIDER_FAILED when Stripe does not answer (the payouts are read live).
         */
        get: operations["getVendorPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}/payments/oauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start vendor oauth
         * @description The vendor's ADMIN and above (FORBIDDEN otherwise, an operator included): for a vendor that already has a Stripe account, the address of Stripe's consent page (a Standard account through OAuth). Its `state` is bound to this vendor and this user, works once and for 10 minutes; Stripe sends the vendor back only to this install's return page. CONFLICT when the vendor is not on `connect`, already has an account, or the install has no Connect client id.
         */
        post: operations["startVendorOauth"];
        /**
         * Disconnect vendor account
         * @description The vendor's ADMIN and above (FORBIDDEN otherwise): disconnects the vendor's Standard account from the platform (`stripe.oauth.deauthorize`); its locations take no card payments until another account is connected. Orders paid on it stay where they were paid. CONFLICT when the vendor has no Standard account.
         */
        delete: operations["disconnectVendorAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}/payments/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start vendor onboarding
         * @description The vendor's ADMIN and above (FORBIDDEN otherwise, an operator included: the account is the vendor's): makes the vendor's Express account the first time and answers its onboarding link. CONFLICT when the vendor is not on `connect`; PROVIDER_FAILED when Stripe does not answer.
         */
        post: operations["startVendorOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get vendor settings
         * @description An operator, or the vendor's ADMIN and above.
         */
        get: operations["getVendorSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor-service/v1/vendors/{vendorId}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Suspend vendor
         * @description Operators only. `suspended: true` closes ordering at every location of the vendor; nothing is deleted.
         */
        put: operations["suspendVendor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: {
        /** @description Refused: CAPACITY_BELOW_RESERVED. */
        CAPACITY_BELOW_RESERVED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "CAPACITY_BELOW_RESERVED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: CONFLICT. */
        CONFLICT: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "CONFLICT";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: CONTEST_CLOSED. */
        CONTEST_CLOSED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "CONTEST_CLOSED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: FORBIDDEN. */
        FORBIDDEN: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "FORBIDDEN";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: INTERNAL. */
        INTERNAL: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "INTERNAL";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: INVALID_REFRESH_TOKEN. */
        INVALID_REFRESH_TOKEN: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "INVALID_REFRESH_TOKEN";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: LAST_SUPER_ADMIN. */
        LAST_SUPER_ADMIN: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "LAST_SUPER_ADMIN";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: MEMBERSHIP_PAYMENT_NOT_COMPLETED. */
        MEMBERSHIP_PAYMENT_NOT_COMPLETED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "MEMBERSHIP_PAYMENT_NOT_COMPLETED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: NOT_FOUND. */
        NOT_FOUND: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: ORDER_NOT_PAID. */
        ORDER_NOT_PAID: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "ORDER_NOT_PAID";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: ORDERING_CLOSED. */
        ORDERING_CLOSED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "ORDERING_CLOSED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: PAYLOAD_TOO_LARGE. */
        PAYLOAD_TOO_LARGE: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: PAYMENT_DECLINED. */
        PAYMENT_DECLINED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "PAYMENT_DECLINED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: PRIZE_ODDS_OVER_CERTAINTY. */
        PRIZE_ODDS_OVER_CERTAINTY: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "PRIZE_ODDS_OVER_CERTAINTY";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: PROVIDER_FAILED. */
        PROVIDER_FAILED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "PROVIDER_FAILED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: RATE_LIMITED. */
        RATE_LIMITED: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: REDIRECT_NOT_ALLOWED. */
        REDIRECT_NOT_ALLOWED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "REDIRECT_NOT_ALLOWED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: RESERVATION_NOT_CANCELLABLE. */
        RESERVATION_NOT_CANCELLABLE: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "RESERVATION_NOT_CANCELLABLE";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: ROLE_EXISTS. */
        ROLE_EXISTS: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "ROLE_EXISTS";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: SERVICE_UNAVAILABLE. */
        SERVICE_UNAVAILABLE: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: SHORT_CODE_EXISTS. */
        SHORT_CODE_EXISTS: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "SHORT_CODE_EXISTS";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: UNAUTHENTICATED. */
        UNAUTHENTICATED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "UNAUTHENTICATED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: UNSUPPORTED_MEDIA_TYPE. */
        UNSUPPORTED_MEDIA_TYPE: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: VALIDATION_FAILED. */
        VALIDATION_FAILED: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
        /** @description Refused: WRISTBAND_TAKEN. */
        WRISTBAND_TAKEN: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "WRISTBAND_TAKEN";
                        /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                        details?: unknown;
                        /** @description For people; never carries internals. */
                        message: string;
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAnalyticsDump: {
        parameters: {
            query?: {
                forceRegeneration?: "true" | "false";
                includeRefunded?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description Month must be YYYY-MM, with a month from 01 to 12 and a year from 1900 to 2100. */
                month: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        datetimeEnd: string;
                        /** Format: date-time */
                        datetimeStart: string;
                        days: {
                            date: string;
                            numOrders: number;
                            revenueCents: number;
                            tipCents: number;
                        }[];
                        /** Format: date-time */
                        generatedAt: string;
                        hours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        includeRefunded: boolean;
                        metadata: {
                            version: number;
                        };
                        month: string;
                        numOrders: number;
                        ordersEnriched: {
                            customer: {
                                firstName: string | null;
                                lastName: string | null;
                            } | null;
                            /** Format: date-time */
                            datetimePaid: string;
                            /** Format: date-time */
                            datetimeRefunded: string | null;
                            items: {
                                components?: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                imageBase64: string | null;
                                imageUrls: string[];
                                name: string;
                                options?: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                totalPrice: string;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            refundedAmount: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            subtotal: string;
                            taxAmount: string;
                            tipAmount: string;
                            totalAmount: string;
                            userId: string;
                            vendorLocationId: string;
                        }[];
                        ordersEnrichedNext: string | null;
                        ordersEnrichedTruncated: boolean;
                        peakHours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        timeZone: string;
                        topCustomers: {
                            firstName: string | null;
                            lastName: string | null;
                            numOrders: number;
                            revenueCents: number;
                            userId: string;
                        }[];
                        topProducts: {
                            name: string;
                            numOrders: number;
                            productId: string;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: number;
                            revenueCents: number;
                            variantName: string | null;
                        }[];
                        totals: {
                            averageOrderCents: number;
                            customers: number;
                            itemsSold: number;
                            newCustomers: number;
                            numOrders: number;
                            refundedCents: number;
                            refundedOrders: number;
                            returningCustomers: number;
                            revenueCents: number;
                            subtotalCents: number;
                            taxCents: number;
                            tipCents: number;
                        };
                        vendorId: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    regenerateAnalyticsDump: {
        parameters: {
            query?: {
                includeRefunded?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description Month must be YYYY-MM, with a month from 01 to 12 and a year from 1900 to 2100. */
                month: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        datetimeEnd: string;
                        /** Format: date-time */
                        datetimeStart: string;
                        days: {
                            date: string;
                            numOrders: number;
                            revenueCents: number;
                            tipCents: number;
                        }[];
                        /** Format: date-time */
                        generatedAt: string;
                        hours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        includeRefunded: boolean;
                        metadata: {
                            version: number;
                        };
                        month: string;
                        numOrders: number;
                        ordersEnriched: {
                            customer: {
                                firstName: string | null;
                                lastName: string | null;
                            } | null;
                            /** Format: date-time */
                            datetimePaid: string;
                            /** Format: date-time */
                            datetimeRefunded: string | null;
                            items: {
                                components?: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                imageBase64: string | null;
                                imageUrls: string[];
                                name: string;
                                options?: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                totalPrice: string;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            refundedAmount: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            subtotal: string;
                            taxAmount: string;
                            tipAmount: string;
                            totalAmount: string;
                            userId: string;
                            vendorLocationId: string;
                        }[];
                        ordersEnrichedNext: string | null;
                        ordersEnrichedTruncated: boolean;
                        peakHours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        timeZone: string;
                        topCustomers: {
                            firstName: string | null;
                            lastName: string | null;
                            numOrders: number;
                            revenueCents: number;
                            userId: string;
                        }[];
                        topProducts: {
                            name: string;
                            numOrders: number;
                            productId: string;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: number;
                            revenueCents: number;
                            variantName: string | null;
                        }[];
                        totals: {
                            averageOrderCents: number;
                            customers: number;
                            itemsSold: number;
                            newCustomers: number;
                            numOrders: number;
                            refundedCents: number;
                            refundedOrders: number;
                            returningCustomers: number;
                            revenueCents: number;
                            subtotalCents: number;
                            taxCents: number;
                            tipCents: number;
                        };
                        vendorId: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getOptionSales: {
        parameters: {
            query?: {
                vendorLocationId?: string;
            };
            header?: never;
            path: {
                /** @description Month must be YYYY-MM, with a month from 01 to 12 and a year from 1900 to 2100. */
                month: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            count: number;
                            name: string;
                            optionGroupName: string;
                            optionId: string;
                            refundedCount: number;
                            revenue: string;
                        }[];
                        month: string;
                        vendorId: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listAnalyticsOrders: {
        parameters: {
            query?: {
                datetimePaidAfter?: string;
                datetimePaidBefore?: string;
                includeRefunded?: "true" | "false";
                limit?: number;
                nextToken?: string;
            };
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextToken: string | null;
                        orders: {
                            customer: {
                                firstName: string | null;
                                lastName: string | null;
                            } | null;
                            /** Format: date-time */
                            datetimePaid: string;
                            /** Format: date-time */
                            datetimeRefunded: string | null;
                            items: {
                                components?: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                imageBase64: string | null;
                                imageUrls: string[];
                                name: string;
                                options?: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                totalPrice: string;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            refundedAmount: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            subtotal: string;
                            taxAmount: string;
                            tipAmount: string;
                            totalAmount: string;
                            userId: string;
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listAnalyticsWeeks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                        vendorId: string;
                        weeks: {
                            weekEnd: string;
                            weekStart: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getAnalyticsWeek: {
        parameters: {
            query?: {
                forceRegeneration?: "true" | "false";
                includeRefunded?: "true" | "false";
            };
            header?: never;
            path: {
                vendorId: string;
                /** @description Week must be the date of a Sunday (YYYY-MM-DD), in a year from 1900 to 2100. */
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        datetimeEnd: string;
                        /** Format: date-time */
                        datetimeStart: string;
                        days: {
                            date: string;
                            numOrders: number;
                            revenueCents: number;
                            tipCents: number;
                        }[];
                        /** Format: date-time */
                        generatedAt: string;
                        hours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        includeRefunded: boolean;
                        peakHours: {
                            hour: number;
                            numOrders: number;
                            revenueCents: number;
                        }[];
                        timeZone: string;
                        topCustomers: {
                            firstName: string | null;
                            lastName: string | null;
                            numOrders: number;
                            revenueCents: number;
                            userId: string;
                        }[];
                        topProducts: {
                            name: string;
                            numOrders: number;
                            productId: string;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: number;
                            revenueCents: number;
                            variantName: string | null;
                        }[];
                        totals: {
                            averageOrderCents: number;
                            customers: number;
                            itemsSold: number;
                            newCustomers: number;
                            numOrders: number;
                            refundedCents: number;
                            refundedOrders: number;
                            returningCustomers: number;
                            revenueCents: number;
                            subtotalCents: number;
                            taxCents: number;
                            tipCents: number;
                        };
                        vendorId: string;
                        weekStart: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                entityType?: string;
                from?: string;
                nextToken?: string;
                phoneNumber?: string;
                to?: string;
            };
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            action: string;
                            actorApiKeyName: string | null;
                            actorPhoneNumber: string | null;
                            actorUserId: string;
                            /** Format: date-time */
                            createdAt: string;
                            details: unknown;
                            entityId: string;
                            entityType: string;
                            id: string;
                        }[];
                        nextToken: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateMyLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "es";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es";
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    startSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        resendAfter: number;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, INVALID_PHONE_NUMBER. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "INVALID_PHONE_NUMBER";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            /** @description Refused: RATE_LIMITED, RESEND_TOO_SOON. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED" | "RESEND_TOO_SOON";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    verifySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        isNewUser: boolean;
                        user: {
                            phoneNumber: string;
                            userId: string;
                        };
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, INVALID_PHONE_NUMBER, INVALID_CODE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "INVALID_PHONE_NUMBER" | "INVALID_CODE";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            /** @description Refused: RATE_LIMITED, TOO_MANY_ATTEMPTS. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED" | "TOO_MANY_ATTEMPTS";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    refreshAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresIn: number;
                        idToken: string;
                        user: {
                            phoneNumber: string;
                            userId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["INVALID_REFRESH_TOKEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listArtistPages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            content: {
                                biography: string[];
                                images: {
                                    alt: string;
                                    src: string;
                                }[];
                                /** @enum {string} */
                                kind: "artist";
                                name: string;
                                qa: {
                                    link: {
                                        label: string;
                                        /** Format: uri */
                                        url: string;
                                    } | null;
                                    text: string;
                                };
                                social: {
                                    /** @enum {string} */
                                    kind: "video" | "photo" | "social";
                                    label: string;
                                    /** Format: uri */
                                    url: string;
                                }[];
                                tagline: string;
                            };
                            name: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    saveArtistPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    biography: string[];
                    /** Format: date-time */
                    expectedUpdatedAt: string;
                    name: string;
                    qa: {
                        link: {
                            label: string;
                            url: string;
                        };
                        text: string;
                    };
                    social: {
                        /** @enum {string} */
                        kind: "video" | "photo" | "social";
                        label: string;
                        url: string;
                    }[];
                    tagline: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            content: {
                                biography: string[];
                                images: {
                                    alt: string;
                                    src: string;
                                }[];
                                /** @enum {string} */
                                kind: "artist";
                                name: string;
                                qa: {
                                    link: {
                                        label: string;
                                        /** Format: uri */
                                        url: string;
                                    } | null;
                                    text: string;
                                };
                                social: {
                                    /** @enum {string} */
                                    kind: "video" | "photo" | "social";
                                    label: string;
                                    /** Format: uri */
                                    url: string;
                                }[];
                                tagline: string;
                            };
                            name: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getContentPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            content: {
                                experiences: {
                                    image: {
                                        alt: string;
                                        src: string;
                                    };
                                    text: string;
                                    title: string;
                                }[];
                                expressPickup: {
                                    image: {
                                        alt: string;
                                        src: string;
                                    };
                                    points: string[];
                                    text: string;
                                    title: string;
                                };
                                hero: {
                                    eyebrow: string;
                                    image: {
                                        alt: string;
                                        src: string;
                                    };
                                    text: string;
                                    title: string;
                                };
                                integrations: {
                                    items: {
                                        name: string;
                                        text: string;
                                    }[];
                                    text: string;
                                    title: string;
                                };
                                /** @enum {string} */
                                kind: "landing";
                                presale: {
                                    text: string;
                                    title: string;
                                };
                                statistics: {
                                    figure: string;
                                    label: string;
                                }[];
                                trustedVenues: {
                                    city: string;
                                    name: string;
                                }[];
                                wristbands: {
                                    image: {
                                        alt: string;
                                        src: string;
                                    };
                                    points: string[];
                                    text: string;
                                    title: string;
                                };
                            } | {
                                ageLimit: string;
                                details: {
                                    term: string;
                                    text: string;
                                }[];
                                /** Format: date-time */
                                endsAt: string;
                                heroImage: {
                                    alt: string;
                                    src: string;
                                };
                                instagramLink: {
                                    label: string;
                                    /** Format: uri */
                                    url: string;
                                } | null;
                                /** @enum {string} */
                                kind: "festival";
                                lineup: {
                                    artists: {
                                        description: string;
                                        image: {
                                            alt: string;
                                            src: string;
                                        };
                                        name: string;
                                        social: {
                                            label: string;
                                            /** Format: uri */
                                            url: string;
                                        }[];
                                    }[];
                                    section: string;
                                }[];
                                name: string;
                                orderLinks: {
                                    label: string;
                                    shortCode: string;
                                    text: string;
                                }[];
                                scheduleImage: {
                                    alt: string;
                                    src: string;
                                };
                                /** Format: date-time */
                                startsAt: string;
                                tagline: string;
                                ticketLink: {
                                    label: string;
                                    /** Format: uri */
                                    url: string;
                                } | null;
                                timeZone: string;
                                venue: {
                                    address: string;
                                    city: string;
                                    name: string;
                                };
                            } | {
                                biography: string[];
                                images: {
                                    alt: string;
                                    src: string;
                                }[];
                                /** @enum {string} */
                                kind: "artist";
                                name: string;
                                qa: {
                                    link: {
                                        label: string;
                                        /** Format: uri */
                                        url: string;
                                    } | null;
                                    text: string;
                                };
                                social: {
                                    /** @enum {string} */
                                    kind: "video" | "photo" | "social";
                                    label: string;
                                    /** Format: uri */
                                    url: string;
                                }[];
                                tagline: string;
                            } | {
                                image: {
                                    alt: string;
                                    src: string;
                                };
                                /** @enum {string} */
                                kind: "presale";
                                perks: string[];
                                productId: string;
                                text: string;
                                title: string;
                                vendorLocationId: string;
                            };
                            slug: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            supportEmail: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listStaffPrizes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            eventId: string;
                            eventName: string;
                            status: string;
                        };
                        prizes: {
                            createdAt: string;
                            description: string | null;
                            imageUrl: string | null;
                            name: string;
                            odds: number;
                            prizeId: string;
                            quantityRemaining: number;
                            quantityTotal: number;
                            quantityWon: number;
                        }[];
                        totalOdds: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createPrize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                    odds: number;
                    quantityTotal: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prize: {
                            createdAt: string;
                            description: string | null;
                            imageUrl: string | null;
                            name: string;
                            odds: number;
                            prizeId: string;
                            quantityRemaining: number;
                            quantityTotal: number;
                            quantityWon: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["PRIZE_ODDS_OVER_CERTAINTY"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updatePrize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                prizeId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name?: string;
                    odds?: number;
                    quantityTotal?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prize: {
                            createdAt: string;
                            description: string | null;
                            imageUrl: string | null;
                            name: string;
                            odds: number;
                            prizeId: string;
                            quantityRemaining: number;
                            quantityTotal: number;
                            quantityWon: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: PRIZE_STOCK_BELOW_WON, PRIZE_ODDS_OVER_CERTAINTY. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "PRIZE_STOCK_BELOW_WON" | "PRIZE_ODDS_OVER_CERTAINTY";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    drawPrize: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Optional (the spec keeps the terms tick on the client). Leave it out or send true; false is refused.
                     * @enum {boolean}
                     */
                    termsAccepted?: true;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        rewards: {
                            claimCode: string;
                            claimedAt: string | null;
                            claimExpiration: string | null;
                            eventId: string;
                            eventName: string;
                            prizeDescription: string | null;
                            prizeImageUrl: string | null;
                            prizeName: string;
                            rewardId: string;
                            /** @enum {string} */
                            status: "PENDING" | "CLAIMED";
                            vendorId: string;
                            wonTimestamp: string;
                        }[];
                        winStatus: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: CONTEST_CLOSED, NO_TICKETS_LEFT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "CONTEST_CLOSED" | "NO_TICKETS_LEFT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listContestPrizes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prizes: {
                            description: string | null;
                            imageUrl: string | null;
                            name: string;
                            odds: number;
                            prizeId: string;
                            quantityRemaining: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createRewardTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eventId: string;
                    /** @enum {string} */
                    sourceType: "SIGNIN";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        ticket: {
                            createdAt: string;
                            eventId: string;
                            expiresAt: string | null;
                            sourceType: string;
                            ticketId: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        ticket: {
                            createdAt: string;
                            eventId: string;
                            expiresAt: string | null;
                            sourceType: string;
                            ticketId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            409: components["responses"]["CONTEST_CLOSED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    claimReward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reward: {
                            claimCode: string;
                            claimedAt: string | null;
                            claimExpiration: string | null;
                            eventId: string;
                            eventName: string;
                            prizeDescription: string | null;
                            prizeImageUrl: string | null;
                            prizeName: string;
                            rewardId: string;
                            /** @enum {string} */
                            status: "PENDING" | "CLAIMED";
                            vendorId: string;
                            wonTimestamp: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: REWARD_ALREADY_CLAIMED, REWARD_EXPIRED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "REWARD_ALREADY_CLAIMED" | "REWARD_EXPIRED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                eventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tickets: {
                            createdAt: string;
                            eventId: string;
                            expiresAt: string | null;
                            sourceType: string;
                            ticketId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listUserRewards: {
        parameters: {
            query?: {
                eventId?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rewards: {
                            claimCode: string;
                            claimedAt: string | null;
                            claimExpiration: string | null;
                            eventId: string;
                            eventName: string;
                            prizeDescription: string | null;
                            prizeImageUrl: string | null;
                            prizeName: string;
                            rewardId: string;
                            /** @enum {string} */
                            status: "PENDING" | "CLAIMED";
                            vendorId: string;
                            wonTimestamp: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listSmsOutbox: {
        parameters: {
            query?: {
                phoneNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            body: string;
                            code: string | null;
                            /** Format: date-time */
                            sentAt: string;
                            to: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listVendorEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            description: string | null;
                            endTime: string | null;
                            eventId: string;
                            eventName: string;
                            images: string[];
                            startTime: string | null;
                            /** @enum {string} */
                            status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            ticketingLink: string | null;
                            timeZone: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                    eventName?: string;
                                };
                            };
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    endTime?: string | null;
                    eventId: string;
                    eventName: string;
                    images?: string[];
                    startTime?: string | null;
                    /** @enum {string} */
                    status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                    ticketingLink?: string | null;
                    timeZone?: string;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                            eventName?: string;
                        };
                    };
                    vendorId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            description: string | null;
                            endTime: string | null;
                            eventId: string;
                            eventName: string;
                            images: string[];
                            startTime: string | null;
                            /** @enum {string} */
                            status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            ticketingLink: string | null;
                            timeZone: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                    eventName?: string;
                                };
                            };
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    endTime?: string | null;
                    eventName: string;
                    images?: string[];
                    startTime?: string | null;
                    /** @enum {string} */
                    status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                    ticketingLink?: string | null;
                    timeZone?: string;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                            eventName?: string;
                        };
                    };
                    vendorId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            description: string | null;
                            endTime: string | null;
                            eventId: string;
                            eventName: string;
                            images: string[];
                            startTime: string | null;
                            /** @enum {string} */
                            status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            ticketingLink: string | null;
                            timeZone: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                    eventName?: string;
                                };
                            };
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getEvent: {
        parameters: {
            query: {
                lang?: "en" | "es";
                vendorId: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            description: string | null;
                            endTime: string | null;
                            eventId: string;
                            eventName: string;
                            images: string[];
                            startTime: string | null;
                            /** @enum {string} */
                            status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            ticketingLink: string | null;
                            timeZone: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                    eventName?: string;
                                };
                            };
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listEventsByStatus: {
        parameters: {
            query: {
                lang?: "en" | "es";
                status: string | string[];
                vendorId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            description: string | null;
                            endTime: string | null;
                            eventId: string;
                            eventName: string;
                            images: string[];
                            startTime: string | null;
                            /** @enum {string} */
                            status: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            ticketingLink: string | null;
                            timeZone: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                    eventName?: string;
                                };
                            };
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listAvailableGlevents: {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
                radiusMiles?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glevents: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            distanceMiles: number;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getReservationEligibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isEligible: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listMyReservations: {
        parameters: {
            query?: {
                limit?: number;
                nextToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextToken: string | null;
                        reservations: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            createdAt: string;
                            endTime: string;
                            gleventId: string;
                            gleventName: string;
                            quantity: number;
                            reservationId: string;
                            /** @enum {string} */
                            reservationStatus: "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CANCELLED" | "WAITLISTED";
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    cancelMyReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reservationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            createdAt: string;
                            endTime: string;
                            gleventId: string;
                            gleventName: string;
                            quantity: number;
                            reservationId: string;
                            /** @enum {string} */
                            reservationStatus: "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CANCELLED" | "WAITLISTED";
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["RESERVATION_NOT_CANCELLABLE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listGuests: {
        parameters: {
            query?: {
                includeCancelled?: "true" | "false";
            };
            header?: never;
            path: {
                gleventId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glevent: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        };
                        reservations: {
                            checkedInAt: string | null;
                            createdAt: string;
                            firstName: string | null;
                            gleventId: string;
                            lastName: string | null;
                            phoneLast4: string;
                            quantity: number;
                            reservationId: string;
                            /** @enum {string} */
                            reservationStatus: "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CANCELLED" | "WAITLISTED";
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listVendorGlevents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pastGlevents: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        }[];
                        total: number;
                        upcomingGlevents: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createGlevent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    country: string;
                    description?: string | null;
                    endTime: string;
                    eventLink?: string | null;
                    /**
                     * @default UPCOMING
                     * @enum {string}
                     */
                    gleventStatus?: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                    guestlistCapacity: number;
                    latitude: number;
                    longitude: number;
                    name: string;
                    startTime: string;
                    state: string;
                    vendorId?: string;
                    venueName: string;
                    zipCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glevent: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateGlevent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gleventId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1?: string;
                    addressLine2?: string | null;
                    availableCount?: number;
                    city?: string;
                    country?: string;
                    description?: string | null;
                    endTime?: string;
                    eventLink?: string | null;
                    gleventId?: string;
                    /** @enum {string} */
                    gleventStatus?: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                    guestlistCapacity?: number;
                    latitude?: number;
                    longitude?: number;
                    name?: string;
                    originalCapacity?: number;
                    reservedCount?: number;
                    startTime?: string;
                    state?: string;
                    timeZone?: string;
                    vendorId?: string;
                    venueName?: string;
                    zipCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glevent: {
                            addressLine1: string;
                            addressLine2: string | null;
                            availableCount: number;
                            city: string;
                            country: string;
                            description: string | null;
                            endTime: string;
                            eventLink: string | null;
                            gleventId: string;
                            /** @enum {string} */
                            gleventStatus: "UPCOMING" | "IN_PROGRESS" | "COMPLETED";
                            latitude: number;
                            longitude: number;
                            name: string;
                            originalCapacity: number;
                            reservedCount: number;
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CAPACITY_BELOW_RESERVED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gleventId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default 1 */
                    quantity?: number;
                    vendorId?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            createdAt: string;
                            endTime: string;
                            gleventId: string;
                            gleventName: string;
                            quantity: number;
                            reservationId: string;
                            /** @enum {string} */
                            reservationStatus: "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CANCELLED" | "WAITLISTED";
                            startTime: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            venueName: string;
                            zipCode: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, MEMBERSHIP_REQUIRED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "MEMBERSHIP_REQUIRED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: GLEVENT_CLOSED, ALREADY_RESERVED, RESERVATION_LIMIT, NO_CREDITS_LEFT, ACTIVE_RESERVATION_EXISTS, BOOKING_TOO_FAR_AHEAD. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "GLEVENT_CLOSED" | "ALREADY_RESERVED" | "RESERVATION_LIMIT" | "NO_CREDITS_LEFT" | "ACTIVE_RESERVATION_EXISTS" | "BOOKING_TOO_FAR_AHEAD";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    checkInReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gleventId: string;
                reservationId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reservation: {
                            checkedInAt: string | null;
                            createdAt: string;
                            firstName: string | null;
                            gleventId: string;
                            lastName: string | null;
                            phoneLast4: string;
                            quantity: number;
                            reservationId: string;
                            /** @enum {string} */
                            reservationStatus: "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CANCELLED" | "WAITLISTED";
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ALREADY_CHECKED_IN, RESERVATION_CANCELLED, RESERVATION_NOT_CONFIRMED, RESERVATION_OTHER_EVENT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ALREADY_CHECKED_IN" | "RESERVATION_CANCELLED" | "RESERVATION_NOT_CONFIRMED" | "RESERVATION_OTHER_EVENT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getAccountingExport: {
        parameters: {
            query: {
                format?: "json" | "csv";
                from: string;
                to: string;
                vendorLocationId?: string;
            };
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            date: string;
                            discountCents: number;
                            feeCents: number | null;
                            grossSalesCents: number;
                            netCents: number;
                            orderCount: number;
                            paymentMethod: string;
                            refundCents: number;
                            refundCount: number;
                            taxCents: number;
                            tipCents: number;
                            vendorLocationId: string | null;
                        }[];
                        from: string;
                        timeZone: string;
                        to: string;
                        vendorId: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeys: {
                            apiKeyId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            name: string;
                            scopes: ("orders:read" | "orders:write" | "menu:read" | "menu:write" | "reports:read" | "guestlists:read" | "guestlists:write")[];
                            secretHint: string;
                            vendorLocationIds: string[] | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("orders:read" | "orders:write" | "menu:read" | "menu:write" | "reports:read" | "guestlists:read" | "guestlists:write")[];
                    vendorLocationIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: {
                            apiKeyId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                            name: string;
                            scopes: ("orders:read" | "orders:write" | "menu:read" | "menu:write" | "reports:read" | "guestlists:read" | "guestlists:write")[];
                            secretHint: string;
                            vendorLocationIds: string[] | null;
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                apiKeyId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            eventTypes: ("order.created" | "order.paid" | "order.ready" | "order.completed" | "order.refunded" | "reservation.created" | "reservation.cancelled" | "reservation.checked_in" | "product.updated" | "stock.low" | "ordering.paused")[];
                            url: string;
                            webhookId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    eventTypes: ("order.created" | "order.paid" | "order.ready" | "order.completed" | "order.refunded" | "reservation.created" | "reservation.cancelled" | "reservation.checked_in" | "product.updated" | "stock.low" | "ordering.paused")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        webhook: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            eventTypes: ("order.created" | "order.paid" | "order.ready" | "order.completed" | "order.refunded" | "reservation.created" | "reservation.cancelled" | "reservation.checked_in" | "product.updated" | "stock.low" | "ordering.paused")[];
                            url: string;
                            webhookId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    enabled?: boolean;
                    eventTypes?: ("order.created" | "order.paid" | "order.ready" | "order.completed" | "order.refunded" | "reservation.created" | "reservation.cancelled" | "reservation.checked_in" | "product.updated" | "stock.low" | "ordering.paused")[];
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: {
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            disabledReason: string | null;
                            enabled: boolean;
                            eventTypes: ("order.created" | "order.paid" | "order.ready" | "order.completed" | "order.refunded" | "reservation.created" | "reservation.cancelled" | "reservation.checked_in" | "product.updated" | "stock.low" | "ordering.paused")[];
                            url: string;
                            webhookId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            attempts: number;
                            /** Format: date-time */
                            createdAt: string;
                            deliveryId: number;
                            eventType: string;
                            /** Format: date-time */
                            lastAttemptAt: string | null;
                            lastDurationMs: number | null;
                            lastError: string | null;
                            lastStatusCode: number | null;
                            messageId: string;
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
                vendorId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            attempts: number;
                            /** Format: date-time */
                            createdAt: string;
                            deliveryId: number;
                            eventType: string;
                            /** Format: date-time */
                            lastAttemptAt: string | null;
                            lastDurationMs: number | null;
                            lastError: string | null;
                            lastStatusCode: number | null;
                            messageId: string;
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            attempts: number;
                            /** Format: date-time */
                            createdAt: string;
                            deliveryId: number;
                            eventType: string;
                            /** Format: date-time */
                            lastAttemptAt: string | null;
                            lastDurationMs: number | null;
                            lastError: string | null;
                            lastStatusCode: number | null;
                            messageId: string;
                            /** Format: date-time */
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    copyLocationMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromVendorLocationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    exportLocationMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file (UTF-8, spreadsheet-safe). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    importLocationMenu: {
        parameters: {
            query?: {
                dryRun?: "true" | "false";
            };
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "text/plain": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        dryRun: boolean;
                        errors: {
                            column: string;
                            message: string;
                            row: number;
                        }[];
                        updated: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listOptionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allowPreModifiers: boolean;
                            maxSelections: number;
                            minSelections: number;
                            name: string;
                            optionGroupId: string;
                            options: {
                                allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                isAvailable: boolean;
                                isDefault: boolean;
                                isSoldOut: boolean;
                                kitchenName: string | null;
                                maxQuantity: number;
                                name: string;
                                optionId: string;
                                priceDelta: string;
                                quantity: {
                                    available: number | null;
                                };
                                trackQuantity: boolean;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[];
                            productIds: string[];
                            translations?: {
                                es?: {
                                    name?: string;
                                };
                            };
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createOptionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allowPreModifiers?: boolean;
                    maxSelections: number;
                    minSelections: number;
                    name: string;
                    options: {
                        allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                        dietary?: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                        isAvailable?: boolean;
                        isDefault?: boolean;
                        kitchenName?: string | null;
                        maxQuantity?: number;
                        name: string;
                        optionId?: string;
                        priceDelta: string;
                        quantity?: number | null;
                        trackQuantity?: boolean;
                        /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                        translations?: {
                            es?: {
                                name?: string;
                            };
                        };
                    }[];
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            name?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        optionGroup: {
                            allowPreModifiers: boolean;
                            maxSelections: number;
                            minSelections: number;
                            name: string;
                            optionGroupId: string;
                            options: {
                                allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                isAvailable: boolean;
                                isDefault: boolean;
                                isSoldOut: boolean;
                                kitchenName: string | null;
                                maxQuantity: number;
                                name: string;
                                optionId: string;
                                priceDelta: string;
                                quantity: {
                                    available: number | null;
                                };
                                trackQuantity: boolean;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[];
                            productIds: string[];
                            translations?: {
                                es?: {
                                    name?: string;
                                };
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    editOptionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                optionGroupId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allowPreModifiers?: boolean;
                    maxSelections: number;
                    minSelections: number;
                    name: string;
                    options: {
                        allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                        dietary?: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                        isAvailable?: boolean;
                        isDefault?: boolean;
                        kitchenName?: string | null;
                        maxQuantity?: number;
                        name: string;
                        optionId?: string;
                        priceDelta: string;
                        quantity?: number | null;
                        trackQuantity?: boolean;
                        /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                        translations?: {
                            es?: {
                                name?: string;
                            };
                        };
                    }[];
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            name?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        optionGroup: {
                            allowPreModifiers: boolean;
                            maxSelections: number;
                            minSelections: number;
                            name: string;
                            optionGroupId: string;
                            options: {
                                allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                isAvailable: boolean;
                                isDefault: boolean;
                                isSoldOut: boolean;
                                kitchenName: string | null;
                                maxQuantity: number;
                                name: string;
                                optionId: string;
                                priceDelta: string;
                                quantity: {
                                    available: number | null;
                                };
                                trackQuantity: boolean;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[];
                            productIds: string[];
                            translations?: {
                                es?: {
                                    name?: string;
                                };
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    archiveOptionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                optionGroupId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    setOptionAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                optionGroupId: string;
                optionId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isAvailable: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        optionGroup: {
                            allowPreModifiers: boolean;
                            maxSelections: number;
                            minSelections: number;
                            name: string;
                            optionGroupId: string;
                            options: {
                                allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                isAvailable: boolean;
                                isDefault: boolean;
                                isSoldOut: boolean;
                                kitchenName: string | null;
                                maxQuantity: number;
                                name: string;
                                optionId: string;
                                priceDelta: string;
                                quantity: {
                                    available: number | null;
                                };
                                trackQuantity: boolean;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[];
                            productIds: string[];
                            translations?: {
                                es?: {
                                    name?: string;
                                };
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getLocationProducts: {
        parameters: {
            query?: {
                lang?: "en" | "es";
            };
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createLocationProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                    comboSlots?: {
                        choices: {
                            priceDelta?: string;
                            productId: string;
                        }[];
                        name: string;
                        /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                        translations?: {
                            es?: {
                                name?: string;
                            };
                        };
                    }[];
                    depositPercent?: number | null;
                    description?: string | null;
                    dietary?: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                    displayOrder?: number;
                    groupId?: string | null;
                    idRequired?: boolean;
                    imageUrls?: string[];
                    isAvailable?: boolean;
                    name: string;
                    optionGroupIds?: string[];
                    originalPrice?: string | null;
                    price: string;
                    productTaxCode?: string | null;
                    /** @enum {string} */
                    productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                    quantityAvailable?: number | null;
                    trackQuantity?: boolean;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                            name?: string;
                        };
                    };
                    variantName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    depositPercent?: number | null;
                    isAvailable?: boolean;
                    price?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    editLocationProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                    comboSlots?: {
                        choices: {
                            priceDelta?: string;
                            productId: string;
                        }[];
                        name: string;
                        /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                        translations?: {
                            es?: {
                                name?: string;
                            };
                        };
                    }[];
                    depositPercent?: number | null;
                    description?: string | null;
                    dietary?: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                    displayOrder?: number;
                    groupId?: string | null;
                    idRequired?: boolean;
                    imageUrls?: string[];
                    isAvailable?: boolean;
                    name: string;
                    optionGroupIds?: string[];
                    originalPrice?: string | null;
                    price: string;
                    productTaxCode?: string | null;
                    /** @enum {string} */
                    productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                    trackQuantity?: boolean;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                            name?: string;
                        };
                    };
                    variantName?: string | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    archiveLocationProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    changeProductStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adjust?: number;
                    reason: string;
                    set?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                            comboSlots: {
                                choices: {
                                    name: string;
                                    priceDelta: string;
                                    productId: string;
                                }[];
                                name: string;
                                slotId: string;
                                translations?: {
                                    es?: {
                                        name?: string;
                                    };
                                };
                            }[] | null;
                            depositPercent: number | null;
                            description: string | null;
                            dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                            displayOrder: number;
                            groupId: string | null;
                            idRequired: boolean;
                            imageUrls: string[];
                            isAvailable: boolean;
                            isSoldOut: boolean;
                            name: string;
                            optionGroupIds: string[];
                            optionGroups: {
                                allowPreModifiers: boolean;
                                maxSelections: number;
                                minSelections: number;
                                name: string;
                                optionGroupId: string;
                                options: {
                                    allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                                    dietary: ("vegan" | "vegetarian" | "gluten-free" | "halal" | "kosher")[];
                                    isAvailable: boolean;
                                    isDefault: boolean;
                                    isSoldOut: boolean;
                                    maxQuantity: number;
                                    name: string;
                                    optionId: string;
                                    priceDelta: string;
                                }[];
                            }[];
                            originalPrice: string | null;
                            price: string;
                            productId: string;
                            productTaxCode: string | null;
                            /** @enum {string} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                            quantity: {
                                available: number | null;
                            };
                            trackQuantity: boolean;
                            translations?: {
                                es?: {
                                    description?: string;
                                    name?: string;
                                };
                            };
                            variantName: string | null;
                            vendorLocationId: string;
                            version: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: STOCK_BELOW_ZERO, STOCK_NOT_TRACKED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "STOCK_BELOW_ZERO" | "STOCK_NOT_TRACKED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    email: string;
                    fullName: string;
                    message: string;
                    phone: string;
                    /**
                     * Format: uuid
                     * @description Optional idempotency key (a UUID): a lead sent again with the same submissionId is stored once.
                     */
                    submissionId?: string;
                    /** @description A honeypot: leave it out or empty. */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lead: {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getPlacesConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "builtin";
                    } | {
                        /** @enum {string} */
                        provider: "photon";
                    } | {
                        googleMapsApiKey: string;
                        /** @enum {string} */
                        provider: "google";
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    autocompletePlaces: {
        parameters: {
            query: {
                input: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hint: string | null;
                        suggestions: {
                            address: {
                                addressLine1: string;
                                city: string;
                                country: string;
                                latitude: number;
                                longitude: number;
                                state: string;
                                zipCode: string;
                            };
                            description: string;
                            placeId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    uploadVendorImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        imageUrl: string;
                        width: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createMembershipPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    currency: "usd";
                    metadata: {
                        duration: number;
                        membership_type?: string;
                    };
                    payment_method_types?: "card"[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, MEMBERSHIP_PLAN_INVALID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "MEMBERSHIP_PLAN_INVALID";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    joinMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    email?: string | "";
                    firstName?: string;
                    lastName?: string;
                    membershipDuration: number;
                    paymentIntentId: string;
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        membership: {
                            amount: number;
                            durationMonths: number;
                            /** Format: date-time */
                            endsAt: string;
                            isActive: boolean;
                            membershipId: string;
                            /** Format: date-time */
                            startsAt: string;
                        } | null;
                        profile: {
                            availableCredits: number;
                            /** Format: date-time */
                            nextCreditsAt: string | null;
                            showInWhosHere: boolean;
                            socialSharing: boolean;
                        } | null;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, MEMBERSHIP_PLAN_INVALID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "MEMBERSHIP_PLAN_INVALID";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            409: components["responses"]["MEMBERSHIP_PAYMENT_NOT_COMPLETED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getMyMembership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        membership: {
                            amount: number;
                            durationMonths: number;
                            /** Format: date-time */
                            endsAt: string;
                            isActive: boolean;
                            membershipId: string;
                            /** Format: date-time */
                            startsAt: string;
                        } | null;
                        profile: {
                            availableCredits: number;
                            /** Format: date-time */
                            nextCreditsAt: string | null;
                            showInWhosHere: boolean;
                            socialSharing: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateMyMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    showInWhosHere?: boolean;
                    socialSharing?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        membership: {
                            amount: number;
                            durationMonths: number;
                            /** Format: date-time */
                            endsAt: string;
                            isActive: boolean;
                            membershipId: string;
                            /** Format: date-time */
                            startsAt: string;
                        } | null;
                        profile: {
                            availableCredits: number;
                            /** Format: date-time */
                            nextCreditsAt: string | null;
                            showInWhosHere: boolean;
                            socialSharing: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listWristbands: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wristbands: {
                            createdAt: string;
                            nfcId: string;
                            overrideUrl: string | null;
                            retiredAt: string | null;
                            updatedAt: string;
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    saveWristband: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nfcId: string;
                    overrideUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wristband: {
                            createdAt: string;
                            nfcId: string;
                            overrideUrl: string | null;
                            retiredAt: string | null;
                            updatedAt: string;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["WRISTBAND_TAKEN"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            422: components["responses"]["REDIRECT_NOT_ALLOWED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    retireWristband: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nfcId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wristband: {
                            createdAt: string;
                            nfcId: string;
                            overrideUrl: string | null;
                            retiredAt: string | null;
                            updatedAt: string;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getWristband: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nfcId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrideUrl: string | null;
                        vendorId: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getDeviceChanges: {
        parameters: {
            query: {
                after: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cursor: string;
                        hasMore: boolean;
                        keys: {
                            keyId: string;
                            publicKey: string;
                            /** Format: date-time */
                            retiredAt: string | null;
                        }[];
                        orders: {
                            customerName: string;
                            items: {
                                name: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            status: string;
                        }[];
                        reservations: {
                            name: string;
                            quantity: number;
                            reservationId: string;
                            reservationStatus: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, DEVICE_REVOKED, DEVICE_EXPIRED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "DEVICE_REVOKED" | "DEVICE_EXPIRED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getDeviceData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cursor: string;
                        device: {
                            acceptsUnknownCodes: boolean;
                            deviceId: string;
                            /** Format: date-time */
                            enrolledAt: string;
                            enrolledBy: string;
                            gleventId: string | null;
                            /** Format: date-time */
                            lastSyncAt: string | null;
                            name: string;
                            /** Format: date-time */
                            offlineSince: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                            vendorId: string;
                            vendorLocationId: string | null;
                            waitingCount: number;
                        };
                        gleventName: string | null;
                        keys: {
                            keyId: string;
                            publicKey: string;
                            /** Format: date-time */
                            retiredAt: string | null;
                        }[];
                        orders: {
                            customerName: string;
                            items: {
                                name: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            status: string;
                        }[];
                        reservations: {
                            name: string;
                            quantity: number;
                            reservationId: string;
                            reservationStatus: string;
                        }[];
                        /** Format: date-time */
                        wipeAt: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, DEVICE_REVOKED, DEVICE_EXPIRED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "DEVICE_REVOKED" | "DEVICE_EXPIRED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    uploadDeviceScans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    offlineSince: string | null;
                    scans: {
                        code: string;
                        /** Format: uuid */
                        scanId: string;
                        /** Format: date-time */
                        scannedAt: string;
                        wasOffline: boolean;
                    }[];
                    waitingCount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            firstUse: {
                                /** Format: date-time */
                                at: string | null;
                                byUserId: string | null;
                                deviceName: string | null;
                            } | null;
                            /** @enum {string} */
                            outcome: "applied" | "conflict" | "refused";
                            reason: string | null;
                            scanId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, DEVICE_REVOKED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "DEVICE_REVOKED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            keyId: string;
                            publicKey: string;
                            /** Format: date-time */
                            retiredAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getOrderCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getReservationCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reservationId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: RESERVATION_NOT_CONFIRMED, RESERVATION_CANCELLED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "RESERVATION_NOT_CONFIRMED" | "RESERVATION_CANCELLED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: {
                            acceptsUnknownCodes: boolean;
                            deviceId: string;
                            /** Format: date-time */
                            enrolledAt: string;
                            enrolledBy: string;
                            gleventId: string | null;
                            /** Format: date-time */
                            lastSyncAt: string | null;
                            name: string;
                            /** Format: date-time */
                            offlineSince: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                            vendorId: string;
                            vendorLocationId: string | null;
                            waitingCount: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    enrolDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    acceptsUnknownCodes?: boolean;
                    gleventId?: string | null;
                    name: string;
                    vendorLocationId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device: {
                            acceptsUnknownCodes: boolean;
                            deviceId: string;
                            /** Format: date-time */
                            enrolledAt: string;
                            enrolledBy: string;
                            gleventId: string | null;
                            /** Format: date-time */
                            lastSyncAt: string | null;
                            name: string;
                            /** Format: date-time */
                            offlineSince: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                            vendorId: string;
                            vendorLocationId: string | null;
                            waitingCount: number;
                        };
                        token: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    revokeDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: string;
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device: {
                            acceptsUnknownCodes: boolean;
                            deviceId: string;
                            /** Format: date-time */
                            enrolledAt: string;
                            enrolledBy: string;
                            gleventId: string | null;
                            /** Format: date-time */
                            lastSyncAt: string | null;
                            name: string;
                            /** Format: date-time */
                            offlineSince: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                            vendorId: string;
                            vendorLocationId: string | null;
                            waitingCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listScanReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            deviceId: string;
                            deviceName: string;
                            firstUse: {
                                /** Format: date-time */
                                at: string | null;
                                byUserId: string | null;
                                deviceName: string | null;
                            } | null;
                            /** @enum {string} */
                            kind: "check_in" | "hand_over";
                            /** @enum {string} */
                            outcome: "applied" | "conflict" | "refused";
                            reason: string | null;
                            /** Format: date-time */
                            receivedAt: string;
                            scanId: string;
                            /** Format: date-time */
                            scannedAt: string;
                            targetId: string;
                            targetName: string | null;
                            wasOffline: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            phoneNumber: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getOperatorMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            name: string;
                            phoneNumber: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getOperatorPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feesPerDay: {
                            applicationFees: string;
                            applicationFeesRefunded: string;
                            day: string;
                            refunded: string;
                            sales: string;
                        }[];
                        vendors: {
                            applicationFeesEarned: string;
                            name: string;
                            payments: {
                                account: {
                                    accountId: string;
                                    chargesEnabled: boolean;
                                    detailsSubmitted: boolean;
                                    payoutsEnabled: boolean;
                                    requirementsDue: string[];
                                    /** @enum {string} */
                                    type: "express" | "standard";
                                } | null;
                                feeFixed: string;
                                feePercent: string;
                                /** @enum {string} */
                                feeRefund: "proportional" | "keep";
                                /** @enum {string} */
                                model: "platform" | "connect";
                                reason: string | null;
                                takesPayments: boolean;
                                vendorId: string;
                            };
                            sales: string;
                            salesOnConnectedAccount: string;
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getSetupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        needsFirstOperator: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listOperatorVendors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            suspended: boolean;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    setVendorPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0.00 */
                    feeFixed?: string;
                    /** @default 0 */
                    feePercent?: string;
                    /**
                     * @default proportional
                     * @enum {string}
                     */
                    feeRefund?: "proportional" | "keep";
                    /** @enum {string} */
                    model: "platform" | "connect";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            account: {
                                accountId: string;
                                chargesEnabled: boolean;
                                detailsSubmitted: boolean;
                                payoutsEnabled: boolean;
                                requirementsDue: string[];
                                /** @enum {string} */
                                type: "express" | "standard";
                            } | null;
                            feeFixed: string;
                            feePercent: string;
                            /** @enum {string} */
                            feeRefund: "proportional" | "keep";
                            /** @enum {string} */
                            model: "platform" | "connect";
                            reason: string | null;
                            takesPayments: boolean;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getCloudPrntJob: {
        parameters: {
            query: {
                mac?: string;
                token: string;
                type: "application/vnd.star.starprnt" | "application/vnd.star.line" | "application/vnd.escpos" | "text/plain";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    pollCloudPrnt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    printerMAC?: string;
                    printingInProgress?: boolean;
                    status?: string;
                    statusCode?: string;
                    uniqueID?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobReady: boolean;
                        jobToken?: string;
                        mediaTypes?: string[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    confirmCloudPrntJob: {
        parameters: {
            query: {
                code: string;
                mac?: string;
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isPrinted: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listFulfilledOrders: {
        parameters: {
            query: {
                datetimeCompletedAfter?: string;
                limit?: number;
                nextToken?: string;
                vendorLocationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        }[];
                        nextToken: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    calculateTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        /** @description A combo line: one choice per slot; refused when a slot is left without one. */
                        comboChoices?: {
                            options?: {
                                optionId: string;
                                /** @enum {string} */
                                preModifier?: "NO" | "LIGHT" | "EXTRA";
                                quantity?: number;
                            }[];
                            productId: string;
                            slotId: string;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        discountedPrice?: (string | null) | (number | null);
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        imageUrls?: string[] | null;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        name?: string | null;
                        /** @description The line's chosen options. The server prices each from our inventory and refuses (400, naming the product and the group) an option not of this product, archived or unavailable, too many or too few in a group, or one past its maximum, or a preModifier where its group allows none. */
                        options?: {
                            optionId: string;
                            /** @enum {string} */
                            preModifier?: "NO" | "LIGHT" | "EXTRA";
                            quantity?: number;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        price?: (string | null) | (number | null);
                        productId: string;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        productTaxCode?: string | null;
                        /**
                         * @description Accepted and ignored: the server prices, names and types every line from its own inventory.
                         * @enum {string|null}
                         */
                        productType?: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN" | null;
                        quantity: number;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        variantName?: string | null;
                    }[];
                    /** @description Accepted and ignored: the location's own tax rate applies. */
                    vendorAddress?: unknown;
                    vendorLocationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxAmountExclusive: number;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, CART_EMPTY, UNKNOWN_PRODUCT, PRODUCT_UNAVAILABLE, PRODUCT_SOLD_OUT. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "CART_EMPTY" | "UNKNOWN_PRODUCT" | "PRODUCT_UNAVAILABLE" | "PRODUCT_SOLD_OUT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                limit?: number;
                nextToken?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        }[];
                        nextToken: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        /** @description A combo line: one choice per slot; refused when a slot is left without one. */
                        comboChoices?: {
                            options?: {
                                optionId: string;
                                /** @enum {string} */
                                preModifier?: "NO" | "LIGHT" | "EXTRA";
                                quantity?: number;
                            }[];
                            productId: string;
                            slotId: string;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        discountedPrice?: (string | null) | (number | null);
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        imageUrls?: string[] | null;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        name?: string | null;
                        /** @description The line's chosen options. The server prices each from our inventory and refuses (400, naming the product and the group) an option not of this product, archived or unavailable, too many or too few in a group, or one past its maximum, or a preModifier where its group allows none. */
                        options?: {
                            optionId: string;
                            /** @enum {string} */
                            preModifier?: "NO" | "LIGHT" | "EXTRA";
                            quantity?: number;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        price?: (string | null) | (number | null);
                        productId: string;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        productTaxCode?: string | null;
                        /**
                         * @description Accepted and ignored: the server prices, names and types every line from its own inventory.
                         * @enum {string|null}
                         */
                        productType?: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN" | null;
                        quantity: number;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        variantName?: string | null;
                    }[];
                    tipAmount?: string | null;
                    /** @enum {number} */
                    tipPercentage?: 0 | 10 | 15 | 20 | 25;
                    /** @description The path's userId again (customer.md's payload); when sent it must equal the path's, else 400. */
                    userId: string;
                    /** @description Accepted and ignored: the server uses the vendor's own address. */
                    vendorAddress?: unknown;
                    vendorLocationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string | null;
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        paymentIntentId: string | null;
                        stripeAccount?: string;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, CART_EMPTY, UNKNOWN_PRODUCT, PRODUCT_UNAVAILABLE, PRODUCT_SOLD_OUT. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "CART_EMPTY" | "UNKNOWN_PRODUCT" | "PRODUCT_UNAVAILABLE" | "PRODUCT_SOLD_OUT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDERING_CLOSED, IDEMPOTENCY_KEY_REUSED, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDERING_CLOSED" | "IDEMPOTENCY_KEY_REUSED" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cartItems: {
                        /** @description A combo line: one choice per slot; refused when a slot is left without one. */
                        comboChoices?: {
                            options?: {
                                optionId: string;
                                /** @enum {string} */
                                preModifier?: "NO" | "LIGHT" | "EXTRA";
                                quantity?: number;
                            }[];
                            productId: string;
                            slotId: string;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        discountedPrice?: (string | null) | (number | null);
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        imageUrls?: string[] | null;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        name?: string | null;
                        /** @description The line's chosen options. The server prices each from our inventory and refuses (400, naming the product and the group) an option not of this product, archived or unavailable, too many or too few in a group, or one past its maximum, or a preModifier where its group allows none. */
                        options?: {
                            optionId: string;
                            /** @enum {string} */
                            preModifier?: "NO" | "LIGHT" | "EXTRA";
                            quantity?: number;
                        }[];
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        price?: (string | null) | (number | null);
                        productId: string;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        productTaxCode?: string | null;
                        /**
                         * @description Accepted and ignored: the server prices, names and types every line from its own inventory.
                         * @enum {string|null}
                         */
                        productType?: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN" | null;
                        quantity: number;
                        /** @description Accepted and ignored: the server prices, names and types every line from its own inventory. */
                        variantName?: string | null;
                    }[];
                    /** @description The path's orderId again (customer.md's payload); when sent it must equal the path's, else 400. */
                    orderId?: string;
                    tipAmount?: string | null;
                    /** @enum {number} */
                    tipPercentage?: 0 | 10 | 15 | 20 | 25;
                    /** @description The path's userId again (customer.md's payload); when sent it must equal the path's, else 400. */
                    userId?: string;
                    /** @description Accepted and ignored: the server uses the vendor's own address. */
                    vendorAddress?: unknown;
                    vendorLocationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string | null;
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        paymentIntentId: string | null;
                        stripeAccount?: string;
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, CART_EMPTY, UNKNOWN_PRODUCT, PRODUCT_UNAVAILABLE, PRODUCT_SOLD_OUT. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "CART_EMPTY" | "UNKNOWN_PRODUCT" | "PRODUCT_UNAVAILABLE" | "PRODUCT_SOLD_OUT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDERING_CLOSED, ORDER_NOT_IN_PROGRESS, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDERING_CLOSED" | "ORDER_NOT_IN_PROGRESS" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    completeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        /** @description Optional. idChecked: true records that the caller checked ID (orders with an ID-required item). */
        requestBody?: {
            content: {
                "application/json": {
                    idChecked?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        wasAlreadyComplete: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    streamOrderEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of server-sent events; it stays open until the client leaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    markOrderPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, PRODUCT_SOLD_OUT. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "PRODUCT_SOLD_OUT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: PAYMENT_NOT_COMPLETED, ORDER_NOT_FREE, ORDER_NOT_IN_PROGRESS, ORDERING_CLOSED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "PAYMENT_NOT_COMPLETED" | "ORDER_NOT_FREE" | "ORDER_NOT_IN_PROGRESS" | "ORDERING_CLOSED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    setOrderNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    texts: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    textOrderReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remaining: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["ORDER_NOT_PAID"];
            /** @description Refused: RATE_LIMITED, RECEIPT_TEXT_LIMIT. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED" | "RECEIPT_TEXT_LIMIT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The path's orderId again (customer.md's wording); when sent it must equal the path's, else 400. */
                    orderId?: string;
                    refundReason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getExpo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        asOf: string;
                        items: {
                            firstName: string | null;
                            orderId: string;
                            shortOrderId: string;
                            tickets: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                stationId: string;
                                stationName: string;
                                ticketId: string;
                            }[];
                        }[];
                        times: {
                            averageSeconds: number | null;
                            count: number;
                            p90Seconds: number | null;
                            stationId: string;
                            stationName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listLocationOrders: {
        parameters: {
            query?: {
                limit?: number;
                nextToken?: string;
            };
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        }[];
                        nextToken: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    collectBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED, BALANCE_ALREADY_COLLECTED, NO_BALANCE_DUE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED" | "BALANCE_ALREADY_COLLECTED" | "NO_BALANCE_DUE";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    undoBalanceCollected: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: BALANCE_NOT_COLLECTED, NO_BALANCE_DUE, ORDER_REFUNDED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "BALANCE_NOT_COLLECTED" | "NO_BALANCE_DUE" | "ORDER_REFUNDED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    markOrderReady: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        wasAlreadyReady: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED, ORDER_ALREADY_COMPLETE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED" | "ORDER_ALREADY_COMPLETE";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    resendOrderReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        remaining: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            /** @description Refused: RATE_LIMITED, RECEIPT_TEXT_LIMIT. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED" | "RECEIPT_TEXT_LIMIT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    quotePartialRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        lineNo?: number;
                        productId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: string;
                        isRest: boolean;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listOrderRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            productId: string;
                            quantity: number;
                            quantityLeft: number;
                        }[];
                        refundedAmount: string;
                        refunds: {
                            amount: string;
                            lines: {
                                lineNo?: number;
                                productId: string;
                                quantity: number;
                            }[];
                            reason: string;
                            refundId: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "SENT" | "SUCCEEDED" | "FAILED";
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createPartialRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        lineNo?: number;
                        productId: string;
                        quantity: number;
                    }[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        refund: {
                            amount: string;
                            lines: {
                                lineNo?: number;
                                productId: string;
                                quantity: number;
                            }[];
                            reason: string;
                            refundId: string;
                            /** @enum {string} */
                            status: "REQUESTED" | "SENT" | "SUCCEEDED" | "FAILED";
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            /** @description Refused: ORDER_NOT_PAID, ORDER_REFUNDED, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "ORDER_NOT_PAID" | "ORDER_REFUNDED" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    findOrdersByShortId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shortOrderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ORDER_OTHER_VENDOR. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ORDER_OTHER_VENDOR";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listPrinters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            dropAfterMinutes: number | null;
                            isOnline: boolean;
                            /** Format: date-time */
                            lastPollAt: string | null;
                            lastStatus: string | null;
                            name: string;
                            paperWidth: 58 | 80;
                            pendingJobs: number;
                            printerId: string;
                            stationIds: string[];
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createPrinter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dropAfterMinutes?: number | null;
                    name: string;
                    paperWidth?: 58 | 80;
                    stationIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        printer: {
                            dropAfterMinutes: number | null;
                            isOnline: boolean;
                            /** Format: date-time */
                            lastPollAt: string | null;
                            lastStatus: string | null;
                            name: string;
                            paperWidth: 58 | 80;
                            pendingJobs: number;
                            printerId: string;
                            stationIds: string[];
                            vendorLocationId: string;
                        };
                        token: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    revokePrinter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    editPrinter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dropAfterMinutes?: number | null;
                    name?: string;
                    paperWidth?: 58 | 80;
                    stationIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        printer: {
                            dropAfterMinutes: number | null;
                            isOnline: boolean;
                            /** Format: date-time */
                            lastPollAt: string | null;
                            lastStatus: string | null;
                            name: string;
                            paperWidth: 58 | 80;
                            pendingJobs: number;
                            printerId: string;
                            stationIds: string[];
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    testPrint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    renewPrinterToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                printerId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        printer: {
                            dropAfterMinutes: number | null;
                            isOnline: boolean;
                            /** Format: date-time */
                            lastPollAt: string | null;
                            lastStatus: string | null;
                            name: string;
                            paperWidth: 58 | 80;
                            pendingJobs: number;
                            printerId: string;
                            stationIds: string[];
                            vendorLocationId: string;
                        };
                        token: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getLocationQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        asOf: string;
                        items: {
                            firstName: string | null;
                            idCheckRequired: boolean;
                            items: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                idRequired: boolean;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            /** Format: date-time */
                            paidAt: string;
                            /** Format: date-time */
                            readyAt: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            totalQuantity: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    streamLocationQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of server-sent events; it stays open until the client leaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    printReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    printerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["ORDER_NOT_PAID"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    reprintOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stationId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: number;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    setStationRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    routes: {
                        groupId?: string;
                        productId?: string;
                        /** @enum {string} */
                        productType?: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                        stationId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            position: number;
                            /** @enum {string} */
                            sound: "chime" | "bell" | "none";
                            stationId: string;
                            vendorLocationId: string;
                        }[];
                        routes: {
                            groupId: string | null;
                            productId: string | null;
                            /** @enum {string|null} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN" | null;
                            stationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listStations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            position: number;
                            /** @enum {string} */
                            sound: "chime" | "bell" | "none";
                            stationId: string;
                            vendorLocationId: string;
                        }[];
                        routes: {
                            groupId: string | null;
                            productId: string | null;
                            /** @enum {string|null} */
                            productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN" | null;
                            stationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    sound?: "chime" | "bell" | "none";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        station: {
                            name: string;
                            position: number;
                            /** @enum {string} */
                            sound: "chime" | "bell" | "none";
                            stationId: string;
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    removeStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    editStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    position?: number;
                    /** @enum {string} */
                    sound?: "chime" | "bell" | "none";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        station: {
                            name: string;
                            position: number;
                            /** @enum {string} */
                            sound: "chime" | "bell" | "none";
                            stationId: string;
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getStationTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        asOf: string;
                        items: {
                            /** Format: date-time */
                            bumpedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            isIdCheck: boolean;
                            items: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                lineNo: number;
                                name: string;
                                options: {
                                    name: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            shortOrderId: string;
                            stationId: string;
                            ticketId: string;
                        }[];
                        lastBumped: {
                            /** Format: date-time */
                            bumpedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            isIdCheck: boolean;
                            items: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                lineNo: number;
                                name: string;
                                options: {
                                    name: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            shortOrderId: string;
                            stationId: string;
                            ticketId: string;
                        } | null;
                        printers: {
                            isOnline: boolean;
                            lastStatus: string | null;
                            name: string;
                            printerId: string;
                        }[];
                        station: {
                            name: string;
                            position: number;
                            /** @enum {string} */
                            sound: "chime" | "bell" | "none";
                            stationId: string;
                            vendorLocationId: string;
                        };
                        times: {
                            averageSeconds: number | null;
                            count: number;
                            p90Seconds: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    bumpTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                ticketId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isOrderReady: boolean;
                        ticket: {
                            /** Format: date-time */
                            bumpedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            isIdCheck: boolean;
                            items: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                lineNo: number;
                                name: string;
                                options: {
                                    name: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            shortOrderId: string;
                            stationId: string;
                            ticketId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    bumpTicketItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lineNo: number;
                stationId: string;
                ticketId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isOrderReady: boolean;
                        ticket: {
                            /** Format: date-time */
                            bumpedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            isIdCheck: boolean;
                            items: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                lineNo: number;
                                name: string;
                                options: {
                                    name: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            shortOrderId: string;
                            stationId: string;
                            ticketId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    recallTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                ticketId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isOrderReady: boolean;
                        ticket: {
                            /** Format: date-time */
                            bumpedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            isIdCheck: boolean;
                            items: {
                                /** Format: date-time */
                                bumpedAt: string | null;
                                lineNo: number;
                                name: string;
                                options: {
                                    name: string;
                                    quantity: number;
                                }[];
                                productId: string;
                                quantity: number;
                                variantName: string | null;
                            }[];
                            orderId: string;
                            shortOrderId: string;
                            stationId: string;
                            ticketId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    streamStationTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stationId: string;
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getTicketTimesReport: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            averageSeconds: number | null;
                            count: number;
                            day: string;
                            p90Seconds: number | null;
                            stationId: string;
                            stationName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "simulated" | "stripe";
                        publishableKey: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    completeSimulatedOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    secret: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            account: {
                                accountId: string;
                                chargesEnabled: boolean;
                                detailsSubmitted: boolean;
                                payoutsEnabled: boolean;
                                requirementsDue: string[];
                                /** @enum {string} */
                                type: "express" | "standard";
                            } | null;
                            feeFixed: string;
                            feePercent: string;
                            /** @enum {string} */
                            feeRefund: "proportional" | "keep";
                            /** @enum {string} */
                            model: "platform" | "connect";
                            reason: string | null;
                            takesPayments: boolean;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    confirmSimulatedPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentIntentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    paymentMethod: {
                        cardholderName: string;
                        cardNumber: string;
                        cvc: string;
                        expMonth: number;
                        expYear: number;
                        postalCode: string;
                        /** @enum {string} */
                        type: "card";
                    } | {
                        payerName?: string;
                        /** @enum {string} */
                        type: "wallet";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order?: {
                            /** Format: date-time */
                            balanceCollectedAt: string | null;
                            balanceDueAtPickup: string;
                            cartItems: {
                                components: {
                                    name: string;
                                    options: {
                                        kitchenName: string;
                                        name: string;
                                        optionId: string;
                                        /** @enum {string|null} */
                                        preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                        priceDelta: string;
                                        quantity: number;
                                    }[];
                                    priceDelta: string;
                                    productId: string;
                                    productType: string;
                                    slotId: string;
                                    slotName: string;
                                }[];
                                depositPercent: number | null;
                                discountedPrice: string | null;
                                idRequired: boolean;
                                imageUrls: string[];
                                lineNo: number;
                                name: string;
                                options: {
                                    kitchenName: string;
                                    name: string;
                                    optionId: string;
                                    /** @enum {string|null} */
                                    preModifier: "NO" | "LIGHT" | "EXTRA" | null;
                                    priceDelta: string;
                                    quantity: number;
                                }[];
                                price: string;
                                productId: string;
                                productTaxCode: string | null;
                                /** @enum {string} */
                                productType: "ALCOHOLIC_ITEM" | "NON_ALCOHOLIC_ITEM" | "FOOD_ITEM" | "MERCHANDISE" | "OTHER" | "UNKNOWN";
                                quantity: number;
                                variantName: string | null;
                            }[];
                            /** Format: date-time */
                            datetimeCompleted: string | null;
                            /** Format: date-time */
                            datetimeCreated: string;
                            /** Format: date-time */
                            datetimePaid: string | null;
                            /** Format: date-time */
                            datetimeUpdated: string;
                            /** Format: date-time */
                            idCheckedAt: string | null;
                            idCheckedBy: string | null;
                            idCheckedByName: string | null;
                            idCheckRequired: boolean;
                            isFree: boolean;
                            isInProgress: boolean;
                            orderId: string;
                            promotion: {
                                description: string;
                                discountAmount: string;
                            } | null;
                            /** Format: date-time */
                            readyAt: string | null;
                            refundedAmount?: string;
                            refundReason: string | null;
                            shortOrderId: string;
                            /** @enum {string} */
                            status: "IN_PROGRESS" | "PAID" | "COMPLETE" | "REFUNDED";
                            /** @enum {string} */
                            statusDisplay: "IN PROGRESS" | "Completed" | "Refunded";
                            subtotal: string;
                            taxAmount: string;
                            textsEnabled: boolean;
                            tipAmount: string;
                            totalAmount: string;
                            totalQuantity: number;
                            userId: string;
                            vendorAddress: {
                                city: string;
                                line1: string;
                                line2: string | null;
                                state: string;
                                zip: string;
                            };
                            vendorLocationId: string;
                        };
                        paymentIntent: {
                            amount: string;
                            id: string;
                            /** @enum {string} */
                            status: "requires_payment_method" | "processing" | "succeeded" | "canceled";
                        };
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, PRODUCT_SOLD_OUT. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "PRODUCT_SOLD_OUT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            402: components["responses"]["PAYMENT_DECLINED"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["ORDERING_CLOSED"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listShortCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shortCodes: {
                            code: string;
                            createdAt: string;
                            redirectUrl: string;
                            retiredAt: string | null;
                            vendorId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createShortCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    redirectUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shortCode: {
                            code: string;
                            createdAt: string;
                            redirectUrl: string;
                            retiredAt: string | null;
                            vendorId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["SHORT_CODE_EXISTS"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            422: components["responses"]["REDIRECT_NOT_ALLOWED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    retireShortCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shortCode: {
                            code: string;
                            createdAt: string;
                            redirectUrl: string;
                            retiredAt: string | null;
                            vendorId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getPublicLinksConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicBaseUrl: string | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getShortCodeRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirect: {
                            redirectUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getMyVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operator: {
                            name: string;
                            phoneNumber: string;
                        } | null;
                        venues: {
                            name: string;
                            /** @enum {string} */
                            role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                            suspended: boolean;
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorRole: {
                            name: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                            vendorId: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listVendorRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                            vendorId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createVendorRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phoneNumber: string;
                    /** @enum {string} */
                    role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                    vendorId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorRole: {
                            name: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                            vendorId: string;
                        };
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, INVALID_PHONE_NUMBER. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "INVALID_PHONE_NUMBER";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ROLE_NOT_ALLOWED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ROLE_NOT_ALLOWED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["ROLE_EXISTS"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateVendorRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phoneNumber: string;
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phoneNumber: string;
                    /** @enum {string} */
                    role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                    vendorId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorRole: {
                            name: string;
                            phoneNumber: string;
                            /** @enum {string} */
                            role: "STAFF" | "MANAGER" | "ADMIN" | "SUPER_ADMIN";
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ROLE_NOT_ALLOWED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ROLE_NOT_ALLOWED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["LAST_SUPER_ADMIN"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    removeVendorRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                phoneNumber: string;
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            /** @description Refused: FORBIDDEN, ROLE_NOT_ALLOWED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "ROLE_NOT_ALLOWED";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["LAST_SUPER_ADMIN"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getVendorLocation: {
        parameters: {
            query: {
                lang?: "en" | "es";
                vendorLocationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            displayOrder: number | null;
                            maxAlcoholicItemsPerOrder?: number | null;
                            ordering?: {
                                open: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                reopensAt: string | null;
                            };
                            showSplashAds: string | null;
                            translations?: {
                                es?: {
                                    description?: string;
                                };
                            };
                            vendorId: string;
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listVendorLocations: {
        parameters: {
            query: {
                lang?: "en" | "es";
                vendorId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            displayOrder: number | null;
                            maxAlcoholicItemsPerOrder?: number | null;
                            ordering?: {
                                open: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                reopensAt: string | null;
                            };
                            showSplashAds: string | null;
                            translations?: {
                                es?: {
                                    description?: string;
                                };
                            };
                            vendorId: string;
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createVendorLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    displayOrder?: number | null;
                    showSplashAds?: string | null;
                    taxRate: string;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                        };
                    };
                    vendorId: string;
                    vendorLocationId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorLocation: {
                            description: string;
                            displayOrder: number | null;
                            maxAlcoholicItemsPerOrder?: number | null;
                            ordering?: {
                                open: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                reopensAt: string | null;
                            };
                            retired: boolean;
                            showSplashAds: string | null;
                            taxRate: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                };
                            };
                            vendorId: string;
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            /** @description Refused: LOCATION_EXISTS, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "LOCATION_EXISTS" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateVendorLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    displayOrder?: number | null;
                    retired?: boolean;
                    showSplashAds?: string | null;
                    taxRate?: string;
                    /** @description translations is optional: left out, the stored translations stay; only the "es" key, only this entity's text fields, each with its English field's limits; a field left out stays, an empty string clears it. */
                    translations?: {
                        es?: {
                            description?: string;
                        };
                    };
                    vendorId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendorLocation: {
                            description: string;
                            displayOrder: number | null;
                            maxAlcoholicItemsPerOrder?: number | null;
                            ordering?: {
                                open: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                reopensAt: string | null;
                            };
                            retired: boolean;
                            showSplashAds: string | null;
                            taxRate: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                };
                            };
                            vendorId: string;
                            vendorLocationId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateLocationOrdering: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorLocationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    maxAlcoholicItemsPerOrder?: number | null;
                    maxOrdersPer15Minutes?: number | null;
                    paused: boolean;
                    /** Format: date-time */
                    pausedUntil?: string | null;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maxAlcoholicItemsPerOrder: number | null;
                        maxOrdersPer15Minutes: number | null;
                        ordering: {
                            open: boolean;
                            reason: string | null;
                            /** Format: date-time */
                            reopensAt: string | null;
                        };
                        paused: boolean;
                        /** Format: date-time */
                        pausedUntil: string | null;
                        reason: string | null;
                        vendorLocationId: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listLocationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            displayOrder: number | null;
                            maxAlcoholicItemsPerOrder?: number | null;
                            ordering?: {
                                open: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                reopensAt: string | null;
                            };
                            retired: boolean;
                            showSplashAds: string | null;
                            taxRate: string;
                            translations?: {
                                es?: {
                                    description?: string;
                                };
                            };
                            vendorId: string;
                            vendorLocationId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    completeVendorOauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            account: {
                                accountId: string;
                                chargesEnabled: boolean;
                                detailsSubmitted: boolean;
                                payoutsEnabled: boolean;
                                requirementsDue: string[];
                                /** @enum {string} */
                                type: "express" | "standard";
                            } | null;
                            feeFixed: string;
                            feePercent: string;
                            /** @enum {string} */
                            feeRefund: "proportional" | "keep";
                            /** @enum {string} */
                            model: "platform" | "connect";
                            reason: string | null;
                            takesPayments: boolean;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            409: components["responses"]["CONFLICT"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getVendor: {
        parameters: {
            query: {
                vendorId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    listVendors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    createVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1: string;
                    addressLine2?: string | null;
                    city: string;
                    /** @default false */
                    guestlistEnabled?: boolean;
                    name: string;
                    state: string;
                    superAdmin: {
                        name: string;
                        phoneNumber: string;
                    };
                    timeZone: string;
                    vendorId?: string;
                    zip: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            suspended: boolean;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        };
                    };
                };
            };
            /** @description Refused: VALIDATION_FAILED, INVALID_PHONE_NUMBER. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_FAILED" | "INVALID_PHONE_NUMBER";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            /** @description Refused: VENDOR_EXISTS, CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VENDOR_EXISTS" | "CONFLICT";
                            /** @description For VALIDATION_FAILED, the fields refused: `[{field, message}]`. */
                            details?: unknown;
                            /** @description For people; never carries internals. */
                            message: string;
                        };
                    };
                };
            };
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    updateVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine1?: string;
                    addressLine2?: string | null;
                    city?: string;
                    guestlistEnabled?: boolean;
                    name?: string;
                    state?: string;
                    timeZone?: string;
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            suspended: boolean;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getVendorPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feesPerDay: {
                            applicationFees: string;
                            applicationFeesRefunded: string;
                            day: string;
                            refunded: string;
                            sales: string;
                        }[];
                        hasFailedPayout: boolean;
                        nextPayouts: {
                            amount: string;
                            /** Format: date-time */
                            arrivalDate: string;
                            payoutId: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
                        }[];
                        payments: {
                            account: {
                                accountId: string;
                                chargesEnabled: boolean;
                                detailsSubmitted: boolean;
                                payoutsEnabled: boolean;
                                requirementsDue: string[];
                                /** @enum {string} */
                                type: "express" | "standard";
                            } | null;
                            feeFixed: string;
                            feePercent: string;
                            /** @enum {string} */
                            feeRefund: "proportional" | "keep";
                            /** @enum {string} */
                            model: "platform" | "connect";
                            reason: string | null;
                            takesPayments: boolean;
                            vendorId: string;
                        };
                        recentPayouts: {
                            amount: string;
                            /** Format: date-time */
                            arrivalDate: string;
                            payoutId: string;
                            /** @enum {string} */
                            status: "pending" | "in_transit" | "paid" | "failed" | "canceled";
                        }[];
                        records: {
                            account: string;
                            applicationFee: string;
                            applicationFeeRefunded: string;
                            dispute: {
                                amount: string;
                                reason: string | null;
                                status: string;
                            } | null;
                            orderId: string;
                            /** Format: date-time */
                            paidAt: string;
                            refunded: string;
                            total: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    startVendorOauth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    disconnectVendorAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: {
                            account: {
                                accountId: string;
                                chargesEnabled: boolean;
                                detailsSubmitted: boolean;
                                payoutsEnabled: boolean;
                                requirementsDue: string[];
                                /** @enum {string} */
                                type: "express" | "standard";
                            } | null;
                            feeFixed: string;
                            feePercent: string;
                            /** @enum {string} */
                            feeRefund: "proportional" | "keep";
                            /** @enum {string} */
                            model: "platform" | "connect";
                            reason: string | null;
                            takesPayments: boolean;
                            vendorId: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    startVendorOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        /** @description Not read: this call takes no body, and any JSON sent is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            409: components["responses"]["CONFLICT"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            502: components["responses"]["PROVIDER_FAILED"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    getVendorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            suspended: boolean;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
    suspendVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    suspended: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            addressLine1: string;
                            addressLine2: string | null;
                            city: string;
                            guestlistEnabled: boolean;
                            name: string;
                            state: string;
                            suspended: boolean;
                            timeZone: string;
                            vendorId: string;
                            zip: string;
                        };
                    };
                };
            };
            400: components["responses"]["VALIDATION_FAILED"];
            401: components["responses"]["UNAUTHENTICATED"];
            403: components["responses"]["FORBIDDEN"];
            404: components["responses"]["NOT_FOUND"];
            413: components["responses"]["PAYLOAD_TOO_LARGE"];
            415: components["responses"]["UNSUPPORTED_MEDIA_TYPE"];
            429: components["responses"]["RATE_LIMITED"];
            500: components["responses"]["INTERNAL"];
            503: components["responses"]["SERVICE_UNAVAILABLE"];
        };
    };
}
