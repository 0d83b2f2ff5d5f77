#!/bin/sh
# Fills deploy/nginx/lekker.conf.template and runs nginx in the foreground.
#   UPSTREAMS="app-a:3000 app-b:3000"   the instances (one `server` line each)
#   TLS in /etc/lekker/tls/{cert,key}.pem: listen on 8443 with TLS; otherwise plain HTTP on 8080 (TLS in front).
# nginx 1.22 resolves an upstream's name once, at start or reload, and podman gives a restarted container a new
# address: so the names are looked up again every 2 s and nginx reloads when an address changed (decision 054).
set -eu
: "${UPSTREAMS:?set UPSTREAMS, e.g. app-a:3000 app-b:3000}"
PREFIX=/run/lekker-nginx
mkdir -p "$PREFIX"
ln -sf /dev/stderr "$PREFIX/error.log"
servers=$(for u in $UPSTREAMS; do printf '    server %s max_fails=1 fail_timeout=5s;\\n' "$u"; done)
if [ -f /etc/lekker/tls/cert.pem ] && [ -f /etc/lekker/tls/key.pem ]; then
  listen='8443 ssl'
  more='    ssl_certificate /etc/lekker/tls/cert.pem;\n    ssl_certificate_key /etc/lekker/tls/key.pem;\n    ssl_protocols TLSv1.2 TLSv1.3;'
else
  listen='8080'
  more=''
fi
sed -e "s#{{USER}}##" \
    -e "s#{{WORKER_PROCESSES}}#${NGINX_WORKER_PROCESSES:-2}#" \
    -e "s#{{WORKER_RLIMIT_NOFILE}}#$(ulimit -Hn)#" \
    -e "s#{{WORKER_CONNECTIONS}}#${NGINX_WORKER_CONNECTIONS:-4096}#" \
    -e "s#{{PREFIX}}#$PREFIX#g" \
    -e "s#{{ACCESS_LOG}}#/dev/stdout#" \
    -e "s#{{UPSTREAM_SOURCES}}##" \
    -e "s#{{UPSTREAM_SERVERS}}#$servers#" \
    -e "s#{{LISTEN}}#$listen#" \
    -e "s#{{MORE_LISTEN}}#$more#" \
    -e "s#{{PROXY_BIND}}##" \
    -e "s#{{EXTRA_LOCATION}}##" \
    /etc/lekker/lekker.conf.template > "$PREFIX/nginx.conf"
/usr/sbin/nginx -e stderr -t -q -c "$PREFIX/nginx.conf"

addresses() { for u in $UPSTREAMS; do getent hosts "${u%:*}" | awk '{print $1}' | sort | tr '\n' ' '; echo "${u%:*}"; done; }
/usr/sbin/nginx -e stderr -c "$PREFIX/nginx.conf" -g 'daemon off;' &
nginx=$!
trap 'kill -TERM "$nginx" 2>/dev/null; wait "$nginx"; exit 0' TERM INT
last=$(addresses)
while kill -0 "$nginx" 2>/dev/null; do
  sleep 2 &
  wait $!
  now=$(addresses)
  [ "$now" = "$last" ] && continue
  echo "lekker-nginx: an instance's address changed, reloading" >&2
  # A name that does not resolve (the instance is down) fails the reload: the running configuration stays.
  /usr/sbin/nginx -e stderr -c "$PREFIX/nginx.conf" -s reload || true
  last=$now
done
wait "$nginx"
