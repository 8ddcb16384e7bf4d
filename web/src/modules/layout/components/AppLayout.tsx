import { Layout } from "antd";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { AppFooter } from "./AppFooter.tsx";
import { AppHeader } from "./AppHeader.tsx";

/** Header, the current page (loaded lazily) and footer. */
export function AppLayout() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <AppHeader />
      <Layout.Content style={{ padding: "24px 16px" }}>
        <div style={{ maxWidth: 1120, margin: "0 auto" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
