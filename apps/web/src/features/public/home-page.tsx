import { ComingSoon } from '../../ui/coming-soon';

export default function HomePage() {
  return <ComingSoon title="Balance the seven areas of your life" />;
}
