/** What a test reads of an app its file builds in a beforeAll into `holder`: the app, once it is built. */
export const builtApp = <Built>(holder: { app?: Built }) => ({
  get app(): Built {
    if (!holder.app) throw new Error('the app is only available inside tests');
    return holder.app;
  },
});
