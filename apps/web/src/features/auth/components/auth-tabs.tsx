import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type AuthTab<V extends string> = { value: V; label: string; content: ReactNode };

type AuthTabsProps<V extends string> = {
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly AuthTab<V>[];
  /** Accessible name of the tab list. */
  label: string;
};

/** Two or three segmented tabs (Sign In / Sign Up, Sign In / Apply) over a card. */
export function AuthTabs<V extends string>({ value, onValueChange, tabs, label }: AuthTabsProps<V>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as V)} className="space-y-5">
      <Tabs.List
        aria-label={label}
        className="grid grid-flow-col auto-cols-fr gap-1 rounded-full bg-muted p-1"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-full px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
