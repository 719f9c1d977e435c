import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { chakra } from "@chakra-ui/react/styled-system";
import { navigate } from "gatsby";
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { HONEYPOT_FIELD, OTHER_SERVICE, type FieldErrors, type FieldName } from "../../../functions/contact/fields";

// The same rules as the server's; loaded when the visitor starts filling in the form.
const loadValidation = () => import("../../../functions/contact/validate");
import { FormField, SelectArrow, TextInput as Input } from "../ui/form-field";
import { TextLink } from "../ui/links";

// The toast (and its code) is only needed when sending fails, so it loads then.
const loadToaster = () => import("../ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

export const CONTACT_ENDPOINT = "/api/send-contact-email";

/** What the no-JavaScript redirect's ?error= codes mean. */
const SERVER_ERRORS: Record<string, string> = {
  name: "Please enter your name (up to 100 characters, on one line).",
  phone: "Please enter a valid phone number with at least 7 digits.",
  email: "Please enter a valid e-mail address.",
  service: "Please choose the service you need.",
  location: "Please choose one of our locations.",
  message: "Please describe the issue (up to 5,000 characters).",
  "too-large": "The request was too long. Please shorten the description.",
  "rate-limited": "We received several requests from you in a short time. Please wait a few minutes or call us.",
  "send-failed": "Your request could not be sent. Please try again or call us.",
  invalid: "Something in the form was not valid. Please check every field.",
};

type Values = { name: string; phone: string; email: string; service: string; location: string; message: string };
const EMPTY: Values = { name: "", phone: "", email: "", service: "", location: "", message: "" };

export type ContactFormProps = {
  heading: string;
  intro: string;
  submitLabel: string;
  sendingLabel: string;
  privacyNote: string;
  privacyLinkLabel: string;
  privacyPath: string;
  failureTitle: string;
  failureText: string;
  services: ReadonlyArray<{ label: string; path: string }>;
  locations: readonly string[];
  thankYouPath: string;
  /** The form page's absolute address, sent by the plain (no-JavaScript) form. */
  pageUrl: string;
};

/**
 * The Request Service form. Without JavaScript it is a plain POST the function answers
 * with a redirect; with JavaScript it validates, posts JSON and keeps every typed value
 * on failure.
 */
export function ContactForm(props: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After hydration: preselect ?service=<path>, explain ?error=<code> from the no-JS path.
  useEffect(() => {
    setEnhanced(true);
    const params = new URLSearchParams(window.location.search);
    const service = props.services.find((s) => s.path === params.get("service"));
    if (service) setValues((v) => ({ ...v, service: service.label }));
    const code = params.get("error");
    if (code) setServerError(SERVER_ERRORS[code] ?? SERVER_ERRORS.invalid);
  }, [props.services]);

  const update =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    };

  const [toasterUsed, setToasterUsed] = useState(false);
  const fail = (error: unknown) => {
    console.error("Service request failed:", error);
    setToasterUsed(true);
    void loadToaster().then(({ toaster }) =>
      toaster.create({ type: "error", title: props.failureTitle, description: props.failureText, duration: 10000 }),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    try {
      const { validateSubmission } = await loadValidation();
      const local = validateSubmission(
        { ...values, pageUrl: window.location.href, submittedAt: new Date().toISOString() },
        { services: props.services.map((s) => s.label), locations: props.locations },
      );
      if (!local.ok) {
        setErrors(local.errors);
        const first = Object.keys(local.errors)[0] as FieldName;
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      const response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...local.value, [HONEYPOT_FIELD]: honeypot }),
      });
      const answer = (await response.json().catch(() => ({}))) as { success?: boolean; errors?: FieldErrors };
      if (!response.ok || answer.success === false) {
        if (answer.errors) setErrors(answer.errors);
        fail(new Error(`The server answered ${response.status}`));
        return;
      }
      setValues(EMPTY);
      setErrors({});
      await navigate(props.thankYouPath);
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <chakra.form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={() => void loadValidation()}
      aria-labelledby="request-heading"
      bg="white"
      p={{ base: "5", md: "8" }}
      borderRadius="xl"
      borderWidth="1px"
      borderColor="page.line"
      boxShadow="sm"
    >
      <chakra.h2 id="request-heading" fontSize="2xl" fontWeight="bold" color="brand.800">
        {props.heading}
      </chakra.h2>
      <chakra.p color="page.muted" mb="5">
        {props.intro}
      </chakra.p>
      <Box role="alert" aria-live="assertive">
        {(serverError || errorCount > 0) && (
          <Box mb="5" p="4" bg="red.50" borderWidth="1px" borderColor="red.300" borderRadius="md" color="red.900">
            {serverError ?? `Please correct ${errorCount} field${errorCount > 1 ? "s" : ""} below.`}
          </Box>
        )}
      </Box>
      <noscript>
        <chakra.p mb="5" p="4" bg="brand.50" borderRadius="md">
          If you were sent back to this form, please check that every required field is filled in, the phone number has
          at least 7 digits and the e-mail address is complete.
        </chakra.p>
      </noscript>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField id="name" label="Full Name" error={errors.name} required>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={update("name")}
            />
          )}
        </FormField>
        <FormField id="phone" label="Phone" error={errors.phone} required>
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={25}
              value={values.phone}
              onChange={update("phone")}
            />
          )}
        </FormField>
        <FormField id="email" label="Email" error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={update("email")}
            />
          )}
        </FormField>
        <FormField id="service" label="Service Needed" error={errors.service} required position="relative">
          {(control) => (
            <Box position="relative">
              <Input asChild pe="10">
                <select {...control} name="service" value={values.service} onChange={update("service")}>
                  <option value="">Choose a service</option>
                  {props.services.map((service) => (
                    <option key={service.path} value={service.label}>
                      {service.label}
                    </option>
                  ))}
                  <option value={OTHER_SERVICE}>{OTHER_SERVICE}</option>
                </select>
              </Input>
              <SelectArrow />
            </Box>
          )}
        </FormField>
        <FormField id="location" label="Preferred location (optional)" error={errors.location}>
          {(control) => (
            <Box position="relative">
              <Input asChild pe="10">
                <select {...control} name="location" value={values.location} onChange={update("location")}>
                  <option value="">No preference</option>
                  {props.locations.map((location) => (
                    <option key={location} value={location}>
                      {location}
                    </option>
                  ))}
                </select>
              </Input>
              <SelectArrow />
            </Box>
          )}
        </FormField>
      </SimpleGrid>
      <FormField id="message" label="Describe the issue" error={errors.message} required mt="5">
        {(control) => (
          <Input asChild h="auto" py="2" minH="36" resize="vertical">
            <textarea
              {...control}
              name="message"
              rows={6}
              maxLength={5000}
              value={values.message}
              onChange={update("message")}
            />
          </Input>
        )}
      </FormField>
      {/* Without JavaScript the e-mail still says which page the request came from. */}
      <input type="hidden" name="pageUrl" value={props.pageUrl} />
      {/* Hidden from people and assistive technology; bots that fill every field fill this one. */}
      <chakra.div position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </chakra.div>
      <chakra.p mt="5" fontSize="sm" color="page.muted">
        {props.privacyNote} <TextLink to={props.privacyPath}>{props.privacyLinkLabel}</TextLink>.
      </chakra.p>
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        mt="4"
        w={{ base: "full", md: "auto" }}
        minH="11"
        loading={submitting}
        loadingText={props.sendingLabel}
      >
        {props.submitLabel}
      </Button>
      {toasterUsed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </chakra.form>
  );
}
