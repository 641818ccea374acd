import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Link,
  PhoneInput,
  StatusBadge,
  Stepper,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
  toast,
  TrendChart,
} from '@portal/ui';
import { brandToCss, logoDataUri, type Brand } from '@portal/brands';
import { useMemo } from 'react';

const PREVIEW_ID = 'partner-preview';

const readings = Array.from({ length: 12 }, (_, i) => ({
  date: new Date(Date.UTC(2024, i, 1)).toISOString(),
  systolic: 118 + ((i * 7) % 13),
  diastolic: 76 + ((i * 5) % 9),
}));

/** Components and two key screens under the previewed brand's variables. */
export function Gallery({ brand }: { brand: Brand }) {
  const css = useMemo(() => brandToCss({ ...brand, id: PREVIEW_ID }), [brand]);
  return (
    <section
      aria-label="Gallery"
      data-brand={PREVIEW_ID}
      className="flex flex-col gap-6 rounded-card bg-surface-muted p-4 font-sans text-on-surface"
    >
      <style>{css}</style>
      <header className="flex items-center justify-between gap-3 rounded-brand bg-header px-4 py-3 text-on-header">
        <img src={logoDataUri(brand)} alt={brand.name} className="h-9 w-auto" />
        <span className="text-sm">{brand.support.phone}</span>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle level={2}>Sign in</CardTitle>
            <CardDescription>Welcome back to {brand.name}.</CardDescription>
          </CardHeader>
          <CardContent>
            <TextField label="Email" type="email" defaultValue="ana@example.com" />
            <TextField label="Password" type="password" error="The password is not correct." />
            <Checkbox label="Remember this device" />
          </CardContent>
          <CardFooter>
            <Button>Sign in</Button>
            <Link href="#reset">Forgot password?</Link>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>Your care</CardTitle>
          </CardHeader>
          <CardContent>
            <Card variant="striped">
              <CardTitle level={3}>HbA1c test due</CardTitle>
              <p>Recommended every 6 months.</p>
            </Card>
            <div className="flex flex-wrap gap-2">
              <StatusBadge tone="progress" label="Kit In Transit" />
              <StatusBadge tone="success" label="Results Ready" />
              <StatusBadge tone="problem" label="Kit Issue" />
            </div>
          </CardContent>
          <CardFooter>
            <Button size="sm">Order a kit</Button>
            <Button size="sm" variant="secondary">
              Later
            </Button>
            <Button size="sm" variant="ghost">
              Learn more
            </Button>
          </CardFooter>
        </Card>
      </div>

      <Stepper steps={['Account', 'Identity', 'HIPAA', 'Address']} current={1} label="Onboarding progress" />

      <Tabs defaultValue="trends">
        <TabsList aria-label="Preview sections">
          <TabsTrigger value="home">Home</TabsTrigger>
          <TabsTrigger value="trends">Trends</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="home">Home</TabsContent>
        <TabsContent value="trends">
          <TrendChart
            title="Blood pressure"
            unit="mmHg"
            series={[
              { key: 'systolic', label: 'Systolic', referenceRange: { low: 90, high: 120 } },
              { key: 'diastolic', label: 'Diastolic', referenceRange: { low: 60, high: 80 } },
            ]}
            data={readings}
            height={200}
          />
        </TabsContent>
        <TabsContent value="account">Account</TabsContent>
      </Tabs>

      <div className="grid gap-3 md:grid-cols-2">
        <Alert tone="success" title="Address saved" />
        <Alert tone="danger" title="We could not load your records" />
        <Alert tone="warning" title="Verification is taking longer" />
        <Alert tone="info" title="Records update every night" />
      </div>
      <PhoneInput label="Mobile phone" defaultValue="5551234" />
      <div className="flex flex-wrap gap-3">
        <Button variant="danger">Remove authenticator</Button>
        <Button variant="secondary" onClick={() => toast.success('Address saved')}>
          Show a toast
        </Button>
      </div>
    </section>
  );
}
