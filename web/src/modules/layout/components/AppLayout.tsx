// antd's layout without the index that adds its Sider (web/build/antdImports.ts: noLayoutSider).
import Layout, { Content } from "antd/es/layout/layout";
import { Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useFocusableScrollRegions } from "../../../lib/useFocusableScrollRegions.ts";
import { AppFooter } from "./AppFooter.tsx";
import { AppHeader } from "./AppHeader.tsx";
import { PageLoadBar } from "./PageLoadBar.tsx";

/** A skip-to-content link, header, the current page (loaded lazily) and footer. */
export function AppLayout() {
  useFocusableScrollRegions();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <PageLoadBar />
      <AppHeader />
      <Content id="main-content" tabIndex={-1} style={{ padding: "24px 16px", outline: "none" }}>
        <div style={{ maxWidth: 1120, margin: "0 auto" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </Content>
      <AppFooter />
    </Layout>
  );
}
