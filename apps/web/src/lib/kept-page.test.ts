import { describe, expect, it } from 'vitest';
import { keptPageResponse, withoutArrivalNotice } from './kept-page';

const withNotice =
  '<body><div id="root" inert><main>menu</main></div><!--ql-notice--><div id="ql-notice"><button>I understand</button></div><!--/ql-notice--><script type="application/json" id="ql-page-data">{}</script></body>';
const without =
  '<body><div id="root"><main>menu</main></div><script type="application/json" id="ql-page-data">{}</script></body>';

describe('a page the service worker keeps', () => {
  it('is kept without the 21+ notice drawn for the visit that fetched it, and the page behind it answers', () => {
    expect(withoutArrivalNotice(withNotice)).toBe(without);
    expect(withoutArrivalNotice(without)).toBe(without);
  });

  it('as a response: the same status and headers, the body decoded', async () => {
    const response = new Response(withNotice, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'cookie' },
    });
    const kept = await keptPageResponse(response);
    expect(await kept.text()).toBe(without);
    expect(kept.headers.get('vary')).toBe('cookie');
    expect(kept.headers.get('content-encoding')).toBeNull();
    const plain = new Response(without, { headers: { 'content-type': 'text/html' } });
    expect(await keptPageResponse(plain)).toBe(plain);
  });
});
