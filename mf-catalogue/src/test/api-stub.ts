// Component tests stub the network at the axios adapter of the shared client: the real interceptors
// (JWT header, envelope unwrapping, ApiError) still run. Browser tests in e2e/ never stub.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@kala/shared';

export interface StubReply {
  status?: number;
  body: unknown;
}
export type StubHandler = (request: { url: string; params: Record<string, unknown>; headers: Record<string, unknown>; data?: unknown }) => StubReply | Promise<StubReply>;

/** Every request the stub answered, in order. */
export const requests: Array<{ url: string; params: Record<string, unknown> }> = [];

export function stubApi(handler: StubHandler): void {
  requests.length = 0;
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request = { url: config.url ?? '', params: { ...(config.params as Record<string, unknown>) }, headers: { ...config.headers }, data: config.data };
    requests.push({ url: request.url, params: request.params });
    const { status = 200, body } = await handler(request);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
}
