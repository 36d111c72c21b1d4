/**
 * The search form of a list: one typed input per filter declaration, 查询 and 重置. The form holds what the user
 * types; the list queries only on 查询 (or Enter), so half-typed values never fire a request.
 */
import { Button, Form, Select, Space } from "antd";
// antd's Input alone: the compound brings TextArea, Password, Search and OTP (about 9 KB gzip) to every list (issue 30).
import Input from "antd/es/input/Input";
import { lazy, memo, Suspense, useEffect } from "react";
import { DateRangeFilter } from "../../widgets/date-range";
import { ServiceTypePicker } from "../../widgets/service-type";
import { REMOTE_SELECT_WIDTH, SELECT_WIDTH } from "../../widgets/table/defaults";
import { useOptions } from "./options";
import type { FormValues } from "./searchState";
import { useFormName } from "./formName";
import type { FilterDecl, OptionsSource } from "./types";

// The remote filters (worker and merchant searches, the address picker: widgets with their own calls and labels) come
// after the list's first render: in the meantime a same-sized empty select holds each one's place (issue 44: less
// work and fewer bytes before the first rows).
const WorkerSelect = lazy(() => import("./filterWidgets").then((loader) => loader.loadWorkerSelect()));
const MerchantSelect = lazy(() => import("./filterWidgets").then((loader) => loader.loadMerchantSelect()));
const AddressPicker = lazy(() => import("./filterWidgets").then((loader) => loader.loadAddressPicker()));

/** What holds a remote filter's place while its widget loads: an empty select of its size, named like it. */
function Holder({
  id,
  label,
  placeholder,
  width,
}: {
  id?: string;
  label: string;
  placeholder: string;
  width: number;
}) {
  return <Select id={id} disabled aria-label={label} placeholder={placeholder} style={{ width }} />;
}

/** Form.Item hands its child `value` and `onChange`; they are passed on to the widget. */
interface Bound {
  value?: never;
  onChange?: never;
  /** The field's id, which its label names: each widget gives it to its (first) input. */
  id?: string;
}

function OptionsSelect({
  source,
  multiple,
  placeholder,
  ...bound
}: { source: OptionsSource; multiple?: boolean; placeholder: string } & Bound) {
  const options = useOptions(source);
  return (
    <Select
      {...bound}
      allowClear
      placeholder={placeholder}
      mode={multiple ? "multiple" : undefined}
      maxTagCount="responsive"
      style={{ width: SELECT_WIDTH }}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

function FilterInput({ filter, ...bound }: { filter: FilterDecl } & Bound) {
  const placeholder =
    filter.placeholder ?? (filter.input === "text" ? `请输入${filter.label}` : `请选择${filter.label}`);
  const holder = (width: number) => (
    <Holder id={bound.id} label={filter.label} placeholder={placeholder} width={width} />
  );
  switch (filter.input) {
    case "text":
      return (
        <Input
          {...bound}
          allowClear
          placeholder={placeholder}
          maxLength={filter.maxLength ?? 50}
          style={{ width: SELECT_WIDTH }}
        />
      );
    case "select":
      return (
        <OptionsSelect
          {...bound}
          source={filter.options}
          multiple={filter.multiple}
          placeholder={placeholder}
        />
      );
    case "merchant":
      return (
        <Suspense fallback={holder(REMOTE_SELECT_WIDTH)}>
          <MerchantSelect {...bound} placeholder={placeholder} width={REMOTE_SELECT_WIDTH} />
        </Suspense>
      );
    case "worker":
      return (
        <Suspense fallback={holder(REMOTE_SELECT_WIDTH)}>
          <WorkerSelect {...bound} placeholder={placeholder} width={REMOTE_SELECT_WIDTH} />
        </Suspense>
      );
    case "dateRange":
      return <DateRangeFilter {...bound} />;
    case "serviceType":
      return <ServiceTypePicker {...bound} />;
    case "address":
      return (
        <Suspense fallback={holder(SELECT_WIDTH)}>
          <AddressPicker {...bound} level={filter.level} />
        </Suspense>
      );
  }
}

export interface SearchFormProps {
  filters: readonly FilterDecl[];
  /** The values last queried (the form shows them when they change from outside, e.g. a link). */
  values: FormValues;
  initial: FormValues;
  onSearch: (values: FormValues) => void;
}

/**
 * The list's search form. Memoised: the list renders again when its rows arrive, and each of antd's form items then
 * measured itself (a forced layout per item); the form renders again only when its own props change.
 */
export const SearchForm = memo(function SearchForm({ filters, values, initial, onSearch }: SearchFormProps) {
  // The form holds whatever the widgets give (strings, numbers, ranges, objects).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [form] = Form.useForm<Record<string, any>>();
  const name = useFormName("filter");
  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, values]);
  const item = (filter: FilterDecl) => (
    <Form.Item key={filter.field} name={filter.field} label={filter.label}>
      <FilterInput filter={filter} />
    </Form.Item>
  );
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className="engine-search-form"
      initialValues={values}
      // The values of the inputs shown: a filter hidden by its `when` is no part of the search (nor of the address).
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {filters.map((filter) => {
        const { when } = filter;
        if (!when) return item(filter);
        // Shown while the values typed call for it: only this item renders again as they change, not the form
        // (watching the values, the whole form rendered again as it mounted).
        return (
          <Form.Item key={filter.field} noStyle shouldUpdate>
            {({ getFieldsValue }) => (when(getFieldsValue(true)) ? item(filter) : null)}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(Object.fromEntries(filters.map((f) => [f.field, initial[f.field]])));
              onSearch({ ...initial });
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});
