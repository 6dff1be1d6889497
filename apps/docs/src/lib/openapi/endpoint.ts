import type { HttpMethod } from '@/config/endpoint-order';

/** One row of a parameter table. */
export interface EndpointParameter {
  name: string;
  type: string;
  required: boolean;
  description: string;
  example: string | undefined;
}

/** One row of the success or error codes table. */
export interface StatusCodeRow {
  code: string;
  /** The reason phrase, e.g. `Bad Request`. */
  type: string;
  description: string;
  /** Media types of the body when it is not only JSON (e.g. `application/pdf`). */
  otherContentTypes: string[];
  /** The message a real server gave with this status, from the document's recorded example. */
  exampleMessage: string | undefined;
}

interface EndpointSlotData {
  /** Position in the documentation order: the `/api/<index>` route. */
  index: number;
  method: HttpMethod;
  path: string;
  /** The menu group (the operation's tag). */
  tag: string;
  /** The menu label: the operation's summary, or method and path when undocumented. */
  label: string;
}

export interface DocumentedEndpoint extends EndpointSlotData {
  documented: true;
  operationId: string | undefined;
  description: string;
  /** `optional` when the operation also accepts anonymous calls (e.g. self-registration). */
  authentication: 'none' | 'required' | 'optional';
  pathParams: EndpointParameter[];
  queryParams: EndpointParameter[];
  headerParams: EndpointParameter[];
  /** A JSON value, or undefined when the operation takes no body. */
  requestExample: unknown;
  /** The JSON body of the first success response that has one. */
  responseExample: { code: string; body: unknown } | undefined;
  successCodes: StatusCodeRow[];
  errorCodes: StatusCodeRow[];
}

/** A slot of the documentation order that the OpenAPI document does not describe (yet). */
export interface UndocumentedEndpoint extends EndpointSlotData {
  documented: false;
}

export type Endpoint = DocumentedEndpoint | UndocumentedEndpoint;

export interface EndpointGroup {
  tag: string;
  description: string | undefined;
  endpoints: Endpoint[];
}

export interface OperationKey {
  method: string;
  path: string;
}

/** The sidebar's part of the reference: every group's endpoints by index, method and label. */
export interface ApiMenu {
  groups: { tag: string; endpoints: Pick<Endpoint, 'index' | 'method' | 'label'>[] }[];
}

export interface ApiReference {
  title: string;
  version: string;
  /** In documentation order: `endpoints[i].index === i`. */
  endpoints: Endpoint[];
  /** The menu: endpoints grouped by tag, in the document's tag order. */
  groups: EndpointGroup[];
  /** Every operation the document describes. */
  operationCount: number;
  /** Operations of the document that have no place in the documentation order. */
  unlistedOperations: OperationKey[];
}
