import requestFlowUrl from './request-flow.svg';

const ALT_TEXT =
  'Request and response flow. A request from a browser or app passes the security plugins (helmet, CORS, rate limit), ' +
  'the hooks (request id, bearer token), the route (zod validation, role check), the service (business rules, tenancy) ' +
  'and the repository (Drizzle ORM) to the database (PostgreSQL or PGlite). The rows come back through the repository ' +
  'and the service, are wrapped in the envelope and serialized by the response schema, and reach the client as ' +
  '{ success, statusCode, data }. A failure at any step goes to the error handler, which answers with an error envelope.';

export function RequestFlowDiagram() {
  return (
    <figure style={{ margin: 0 }}>
      <img
        src={requestFlowUrl}
        alt={ALT_TEXT}
        style={{ width: '100%', height: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}
      />
      <figcaption style={{ marginTop: 8 }}>
        The path of a request through the API, and of its response back to the client.
      </figcaption>
    </figure>
  );
}
