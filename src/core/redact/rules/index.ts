/**
 * The rule table. Secret rules run under every policy; location rules (paths, URLs, internal
 * hosts) only under `strict`, on the text the secret pass produced. Order does not matter for
 * correctness (every rule sees every trigger); it only decides which id a span reports when two
 * rules find exactly the same span.
 */
import type { Rule } from "../rule.js";
import ageSecretKey from "./age-secret-key.js";
import alibabaAccessKeyId from "./alibaba-access-key-id.js";
import anthropicKey from "./anthropic-key.js";
import assignment from "./assignment.js";
import atlassianApiToken from "./atlassian-api-token.js";
import authorizationHeader from "./authorization-header.js";
import awsAccessKeyId from "./aws-access-key-id.js";
import azureAdClientSecret from "./azure-ad-client-secret.js";
import azureConnectionString from "./azure-connection-string.js";
import azureSasToken from "./azure-sas-token.js";
import cliPassword from "./cli-password.js";
import documentCookie from "./document-cookie.js";
import envEntry from "./env-entry.js";
import spacedAssignment from "./spaced-assignment.js";
import secretBlock from "./secret-block.js";
import kubernetesSecret from "./kubernetes-secret.js";
import secretOutput from "./secret-output.js";
import wifiUri from "./wifi-uri.js";
import mixedPassword from "./mixed-password.js";
import spokenCode from "./spoken-code.js";
import randomValue from "./random-value.js";
import base32Seed from "./base32-seed.js";
import licenceKey from "./licence-key.js";
import byteArrayKey from "./byte-array-key.js";
import spacedPassword from "./spaced-password.js";
import uciOption from "./uci-option.js";
import streamKey from "./stream-key.js";
import paymentCard from "./payment-card.js";
import bitlockerRecoveryKey from "./bitlocker-recovery-key.js";
import seedPhrase from "./seed-phrase.js";
import echoedValue from "./echoed-value.js";
import nameValueCells from "./name-value-cells.js";
import callArgument from "./call-argument.js";
import dsnCredentials from "./dsn-credentials.js";
import credentialLine from "./credential-line.js";
import shellDefault from "./shell-default.js";
import envFallback from "./env-fallback.js";
import netrc from "./netrc.js";
import cryptHash from "./crypt-hash.js";
import secretColumn from "./secret-column.js";
import recoveryCodes from "./recovery-codes.js";
import pinCode from "./pin-code.js";
import sqlColumns from "./sql-columns.js";
import messageValue from "./message-value.js";
import namedXmlValue from "./named-xml-value.js";
import proseSecret from "./prose-secret.js";
import proseLogin from "./prose-login.js";
import shapedPair from "./shaped-pair.js";
import proseValueFirst from "./prose-value-first.js";
import cloudflareOriginCaKey from "./cloudflare-origin-ca-key.js";
import databricksToken from "./databricks-token.js";
import digitaloceanToken from "./digitalocean-token.js";
import discordBotToken from "./discord-bot-token.js";
import discordWebhook from "./discord-webhook.js";
import dockerhubToken from "./dockerhub-token.js";
import dopplerToken from "./doppler-token.js";
import fcmServerKey from "./fcm-server-key.js";
import figmaToken from "./figma-token.js";
import flyioToken from "./flyio-token.js";
import gcpServiceAccount from "./gcp-service-account.js";
import githubFineGrainedPat from "./github-fine-grained-pat.js";
import githubToken from "./github-token.js";
import gitlabToken from "./gitlab-token.js";
import googleApiKey from "./google-api-key.js";
import googleOauth from "./google-oauth.js";
import grafanaToken from "./grafana-token.js";
import groqApiKey from "./groq-api-key.js";
import herokuApiKey from "./heroku-api-key.js";
import httpCookie from "./http-cookie.js";
import huggingfaceToken from "./huggingface-token.js";
import jfrogApiKey from "./jfrog-api-key.js";
import jwt from "./jwt.js";
import linearApiKey from "./linear-api-key.js";
import mailchimpApiKey from "./mailchimp-api-key.js";
import mailgunApiKey from "./mailgun-api-key.js";
import mapboxSecretToken from "./mapbox-secret-token.js";
import newRelicKey from "./new-relic-key.js";
import notionToken from "./notion-token.js";
import npmToken from "./npm-token.js";
import onepasswordToken from "./onepassword-token.js";
import openaiKey from "./openai-key.js";
import openrouterKey from "./openrouter-key.js";
import perplexityApiKey from "./perplexity-api-key.js";
import planetscaleToken from "./planetscale-token.js";
import postmanApiKey from "./postman-api-key.js";
import privateKey from "./private-key.js";
import pulumiToken from "./pulumi-token.js";
import puttyPrivateKey from "./putty-private-key.js";
import pypiToken from "./pypi-token.js";
import replicateApiToken from "./replicate-api-token.js";
import sendgridApiKey from "./sendgrid-api-key.js";
import sentryToken from "./sentry-token.js";
import shopifyToken from "./shopify-token.js";
import slackToken from "./slack-token.js";
import slackWebhook from "./slack-webhook.js";
import squareToken from "./square-token.js";
import stripeKey from "./stripe-key.js";
import supabaseToken from "./supabase-token.js";
import tailscaleKey from "./tailscale-key.js";
import telegramBotToken from "./telegram-bot-token.js";
import terraformCloudToken from "./terraform-cloud-token.js";
import twilioApiKey from "./twilio-api-key.js";
import urlCredentials from "./url-credentials.js";
import vaultToken from "./vault-token.js";
import xaiApiKey from "./xai-api-key.js";
import { VENDOR_TOKEN_RULES } from "./vendor-tokens.js";
import url from "./url.js";
import scpUrl from "./scp-url.js";
import internalIp from "./internal-ip.js";
import internalHost from "./internal-host.js";
import unixPath from "./unix-path.js";
import homePath from "./home-path.js";
import windowsPath from "./windows-path.js";
import uncPath from "./unc-path.js";

export const SECRET_RULES: readonly Rule[] = [
  ageSecretKey,
  alibabaAccessKeyId,
  anthropicKey,
  atlassianApiToken,
  awsAccessKeyId,
  azureAdClientSecret,
  azureConnectionString,
  azureSasToken,
  cloudflareOriginCaKey,
  databricksToken,
  digitaloceanToken,
  discordBotToken,
  discordWebhook,
  dockerhubToken,
  dopplerToken,
  fcmServerKey,
  figmaToken,
  flyioToken,
  gcpServiceAccount,
  githubFineGrainedPat,
  githubToken,
  gitlabToken,
  googleApiKey,
  googleOauth,
  grafanaToken,
  groqApiKey,
  herokuApiKey,
  huggingfaceToken,
  jfrogApiKey,
  linearApiKey,
  mailchimpApiKey,
  mailgunApiKey,
  mapboxSecretToken,
  newRelicKey,
  notionToken,
  npmToken,
  onepasswordToken,
  openaiKey,
  openrouterKey,
  perplexityApiKey,
  planetscaleToken,
  postmanApiKey,
  privateKey,
  pulumiToken,
  puttyPrivateKey,
  pypiToken,
  replicateApiToken,
  sendgridApiKey,
  sentryToken,
  shopifyToken,
  slackToken,
  slackWebhook,
  squareToken,
  stripeKey,
  supabaseToken,
  tailscaleKey,
  telegramBotToken,
  terraformCloudToken,
  twilioApiKey,
  vaultToken,
  xaiApiKey,
  ...VENDOR_TOKEN_RULES,
  jwt,
  urlCredentials,
  authorizationHeader,
  httpCookie,
  cliPassword,
  assignment,
  spacedAssignment,
  secretBlock,
  kubernetesSecret,
  secretOutput,
  wifiUri,
  callArgument,
  dsnCredentials,
  credentialLine,
  shellDefault,
  envEntry,
  envFallback,
  netrc,
  cryptHash,
  secretColumn,
  recoveryCodes,
  pinCode,
  sqlColumns,
  messageValue,
  namedXmlValue,
  documentCookie,
  proseSecret,
  proseLogin,
  proseValueFirst,
  shapedPair,
  mixedPassword,
  spokenCode,
  randomValue,
  base32Seed,
  licenceKey,
  byteArrayKey,
  spacedPassword,
  uciOption,
  streamKey,
  paymentCard,
  bitlockerRecoveryKey,
  seedPhrase,
  echoedValue,
  nameValueCells,
];

export const LOCATION_RULES: readonly Rule[] = [
  url,
  scpUrl,
  internalIp,
  internalHost,
  unixPath,
  homePath,
  windowsPath,
  uncPath,
];
