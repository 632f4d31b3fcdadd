import { metricsSettingsOf } from './metrics-settings';

describe('metricsSettingsOf', () => {
  it('serves no metrics unless METRICS_PORT is set', () => {
    expect(metricsSettingsOf({}, '0.0.0.0')).toBeNull();
    expect(metricsSettingsOf({ METRICS_PORT: '' }, '0.0.0.0')).toBeNull();
  });

  it("listens on the API's host unless METRICS_HOST says otherwise", () => {
    expect(metricsSettingsOf({ METRICS_PORT: '9464' }, '0.0.0.0')).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
    expect(
      metricsSettingsOf({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, '0.0.0.0'),
    ).toEqual({ host: '10.0.0.5', port: 9464 });
  });

  it.each(['http', '0', '70000', '94.64'])('refuses METRICS_PORT=%s at start', (port) => {
    expect(() => metricsSettingsOf({ METRICS_PORT: port }, '127.0.0.1')).toThrow('METRICS_PORT');
  });
});
