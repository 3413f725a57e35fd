/**
 * What Lingui's macros compile to (lingui.config.ts `runtimeConfigModule`): the global `i18n`, `useLingui` and
 * `Trans`. Inside the app's `I18nProvider` (app/providers.tsx) they read its context, which changes with the language;
 * outside it (a component's unit test) they read the global instance rather than throwing.
 */
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useContext } from 'react';

// Every message arrives compiled (the catalogues by the Lingui Vite plugin, the English in the code by vite.config.ts),
// so nothing is parsed here; a plain string is shown as it is (a one-part message).
i18n.setMessagesCompiler((message) => [message]);
// English is the source language: its messages are in the code, so it needs no catalogue and is active from the start.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

const outside = { i18n, _: i18n.t.bind(i18n), defaultComponent: undefined };

export function useLingui() {
  return useContext(LinguiContext) ?? outside;
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
