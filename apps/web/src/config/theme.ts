import type { ThemeConfig } from 'antd';

/**
 * Large, calm and readable for a child of eight: 18 px text, 48 px controls (easy to tap), one soft
 * blue, and no colour below WCAG AA's 4.5:1 contrast on white (Ant Design's default blue and greys
 * are darkened for that).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // Ant Design derives lighter hover shades, too pale for text on white: darker ones instead.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorPrimaryTextHover: '#003eb3',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorSuccess: '#237804',
    colorSuccessBg: '#f0f9eb',
    colorSuccessBorder: '#b7e0a0',
    colorError: '#c41d1d',
    colorWarning: '#ad4e00',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // A box's placeholder ("Pick") is text to read: Ant Design's pale grey gives 1.83:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorBgLayout: '#f4f7fb',
    fontSize: 18,
    fontSizeHeading1: 32,
    fontSizeHeading2: 26,
    fontSizeHeading3: 22,
    controlHeight: 48,
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Abacus CJK', sans-serif",
  },
  components: {
    // Labels sit close above their boxes, so that a child reads them as one.
    Form: { verticalLabelPadding: '0 0 4px', itemMarginBottom: 20 },
  },
};
