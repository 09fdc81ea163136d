import { Center, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';

export function LoginLayout() {
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={420}>
        <Text fw={700} size="xl" ta="center" c="teal.9">
          Plotwise
        </Text>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
