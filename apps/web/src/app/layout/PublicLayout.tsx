import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Public publication pages: no app chrome, no session needed. */
export function PublicLayout() {
  return (
    <Box component="main" mih="100vh">
      <Outlet />
    </Box>
  );
}
