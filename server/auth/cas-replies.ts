/**
 * The login host's replies, byte-for-byte where the documentation shows them
 * (reference §2.4): clients scrape the form's action attribute for the TGT URL.
 */
export function tgtCreatedHtml(tgtUrl: string): string {
  return (
    '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n' +
    '<html><head><title>201 The request has been fulfilled and resulted in a new resource being created</title></head>\n' +
    '<body><h1>TGT Created</h1>\n' +
    `<form action="${escapeAttr(tgtUrl)}" method="POST">Service:<input type="text" name="service" value="">\n` +
    '<br><input type="submit" value="Submit"></form></body></html>'
  );
}

/** Body CAS sends for a refused api-key (seen verbatim in HHS/uts-rest-api#36). */
export const AUTHENTICATION_EXCEPTIONS_BODY = '{"authentication_exceptions" : [ ]}';

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
