import { Box, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OolaWheel } from '@oola/domain';

/** The combined score of each wheel over time. */
export function ScoreChart({ wheels }: { wheels: OolaWheel[] }) {
  const points = wheels.map((wheel) => ({ date: dayjs(wheel.completionDate).format('MMM YYYY'), score: wheel.score }));
  const first = wheels[0]?.score ?? 0;
  const last = wheels.at(-1)?.score ?? 0;
  const change = last - first;
  return (
    <Box data-testid="score-chart">
      <Text fz="xs" fw={800} c="brand.8" style={{ letterSpacing: '0.08em' }}>
        COMBINED SCORE OVER TIME
      </Text>
      {wheels.length > 1 && (
        <Text fz="sm" c={change >= 0 ? 'teal' : 'red'} fw={700}>
          {change >= 0 ? '+' : ''}
          {change} since your first wheel
        </Text>
      )}
      <Box h={200} mt="xs">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
            <XAxis dataKey="date" tick={{ fontSize: 11, fill: '#868e96' }} tickLine={false} />
            <YAxis
              tick={{ fontSize: 11, fill: '#868e96' }}
              tickLine={false}
              axisLine={false}
              domain={['dataMin - 40', 'dataMax + 40']}
              allowDecimals={false}
            />
            <Tooltip formatter={(value) => [value, 'Score']} />
            <Line
              type="monotone"
              dataKey="score"
              stroke="var(--mantine-color-brand-6)"
              strokeWidth={3}
              dot={{ r: 5, strokeWidth: 2, fill: 'white' }}
              activeDot={{ r: 7 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
