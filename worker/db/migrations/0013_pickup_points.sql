-- The built-in carrier's pickup points (issue 17; SPEC §3 "Pickup store", §7 /api/logtrade/stores):
-- parcel shops and lockers in the four countries, with opening hours in OpenStreetMap's opening_hours
-- syntax. A real carrier service answers the same questions from its own data.

CREATE TABLE pickup_points (
  agent_id TEXT PRIMARY KEY,
  agent_type TEXT NOT NULL CHECK (agent_type IN ('parcel_shop', 'parcel_locker')),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'DK', 'NO', 'FI')),
  open_hours TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);

CREATE INDEX pickup_points_by_country ON pickup_points (country_code);

INSERT INTO pickup_points (agent_id, agent_type, name, address, zip_code, city, country_code, open_hours, latitude, longitude) VALUES
  ('SE-1001', 'parcel_shop', 'Tobak & Tidningar Odenplan', 'Odengatan 63', '113 22', 'Stockholm', 'SE', 'Mo-Fr 07:00-21:00; Sa-Su 09:00-19:00', 59.3429, 18.0496),
  ('SE-1002', 'parcel_shop', 'Livs Hornstull', 'Långholmsgatan 34', '117 33', 'Stockholm', 'SE', 'Mo-Su 08:00-22:00', 59.3157, 18.0339),
  ('SE-1003', 'parcel_locker', 'Paketskåp Slussen', 'Götgatan 2', '116 46', 'Stockholm', 'SE', 'Mo-Su 00:00-24:00', 59.3195, 18.0719),
  ('SE-1004', 'parcel_shop', 'Järnhandeln Solna', 'Solnavägen 12', '171 45', 'Solna', 'SE', 'Mo-Fr 09:00-19:00; Sa 10:00-16:00', 59.3601, 18.0007),
  ('SE-4001', 'parcel_shop', 'Kiosken Järntorget', 'Järntorget 4', '413 04', 'Göteborg', 'SE', 'Mo-Fr 07:00-22:00; Sa-Su 09:00-22:00', 57.6999, 11.953),
  ('SE-4002', 'parcel_locker', 'Paketskåp Nordstan', 'Nils Ericsonsgatan 17', '411 03', 'Göteborg', 'SE', 'Mo-Su 00:00-24:00', 57.7089, 11.9707),
  ('SE-2001', 'parcel_shop', 'Servicebutiken Möllevången', 'Bergsgatan 31', '214 22', 'Malmö', 'SE', 'Mo-Fr 08:00-21:00; Sa-Su 10:00-20:00', 55.591, 13.0055),
  ('SE-2002', 'parcel_shop', 'Hemma Livs Västra Hamnen', 'Stora Varvsgatan 8', '211 19', 'Malmö', 'SE', 'Mo-Su 08:00-22:00', 55.6123, 12.9779),
  ('SE-7501', 'parcel_shop', 'Bokhandeln Svartbäcken', 'Svartbäcksgatan 20', '753 20', 'Uppsala', 'SE', 'Mo-Fr 10:00-18:00; Sa 10:00-15:00', 59.863, 17.638),
  ('DK-1001', 'parcel_shop', 'Kiosk Nørreport', 'Frederiksborggade 2', '1360', 'København K', 'DK', 'Mo-Su 07:00-23:00', 55.6833, 12.5717),
  ('DK-2001', 'parcel_shop', 'Købmand Østerbro', 'Østerbrogade 98', '2100', 'København Ø', 'DK', 'Mo-Fr 08:00-21:00; Sa-Su 09:00-20:00', 55.704, 12.577),
  ('DK-2002', 'parcel_locker', 'Pakkeboks Valby', 'Valby Langgade 61', '2500', 'Valby', 'DK', 'Mo-Su 00:00-24:00', 55.6627, 12.505),
  ('DK-8001', 'parcel_shop', 'Boghandel Latinerkvarteret', 'Mejlgade 19', '8000', 'Aarhus C', 'DK', 'Mo-Fr 09:00-18:00; Sa 10:00-15:00', 56.159, 10.21),
  ('DK-8002', 'parcel_locker', 'Pakkeboks Aarhus Ø', 'Mindet 1', '8000', 'Aarhus C', 'DK', 'Mo-Su 00:00-24:00', 56.152, 10.218),
  ('DK-5001', 'parcel_shop', 'Nærbutik Odense C', 'Vestergade 45', '5000', 'Odense C', 'DK', 'Mo-Su 08:00-21:00', 55.3955, 10.383),
  ('DK-9001', 'parcel_shop', 'Kiosk Aalborg Havn', 'Vesterbro 22', '9000', 'Aalborg', 'DK', 'Mo-Su 07:00-22:00', 57.048, 9.918),
  ('NO-0001', 'parcel_shop', 'Kiosk Grünerløkka', 'Thorvald Meyers gate 40', '0555', 'Oslo', 'NO', 'Mo-Fr 07:00-23:00; Sa-Su 09:00-23:00', 59.923, 10.759),
  ('NO-0002', 'parcel_locker', 'Pakkeboks Oslo S', 'Jernbanetorget 1', '0154', 'Oslo', 'NO', 'Mo-Su 00:00-24:00', 59.911, 10.752),
  ('NO-0003', 'parcel_shop', 'Jernvare Majorstuen', 'Bogstadveien 52', '0366', 'Oslo', 'NO', 'Mo-Fr 09:00-20:00; Sa 10:00-18:00', 59.929, 10.717),
  ('NO-5001', 'parcel_shop', 'Nærbutikk Bryggen', 'Øvregaten 12', '5003', 'Bergen', 'NO', 'Mo-Su 08:00-22:00', 60.398, 5.324),
  ('NO-5002', 'parcel_locker', 'Pakkeboks Bergen storsenter', 'Strømgaten 8', '5015', 'Bergen', 'NO', 'Mo-Su 00:00-24:00', 60.389, 5.333),
  ('NO-7001', 'parcel_shop', 'Kiosk Bakklandet', 'Øvre Bakklandet 30', '7013', 'Trondheim', 'NO', 'Mo-Su 08:00-22:00', 63.429, 10.403),
  ('NO-4001', 'parcel_shop', 'Bokhandel Stavanger sentrum', 'Kirkegata 18', '4006', 'Stavanger', 'NO', 'Mo-Fr 09:00-18:00; Sa 10:00-16:00', 58.97, 5.733),
  ('FI-0001', 'parcel_shop', 'Kioski Kallio', 'Helsinginkatu 9', '00500', 'Helsinki', 'FI', 'Mo-Su 07:00-23:00', 60.184, 24.95),
  ('FI-0002', 'parcel_locker', 'Pakettiautomaatti Kamppi', 'Urho Kekkosen katu 1', '00100', 'Helsinki', 'FI', 'Mo-Su 00:00-24:00', 60.169, 24.932),
  ('FI-0003', 'parcel_shop', 'Rautakauppa Punavuori', 'Fredrikinkatu 19', '00120', 'Helsinki', 'FI', 'Mo-Fr 09:00-19:00; Sa 10:00-16:00', 60.161, 24.939),
  ('FI-0201', 'parcel_shop', 'Lähikauppa Tapiola', 'Tapionaukio 4', '02100', 'Espoo', 'FI', 'Mo-Su 08:00-22:00', 60.176, 24.805),
  ('FI-3301', 'parcel_shop', 'Kirjakauppa Tampere', 'Hämeenkatu 20', '33200', 'Tampere', 'FI', 'Mo-Fr 09:00-18:00; Sa 10:00-16:00', 61.498, 23.762),
  ('FI-2001', 'parcel_locker', 'Pakettiautomaatti Turku', 'Aurakatu 8', '20100', 'Turku', 'FI', 'Mo-Su 00:00-24:00', 60.451, 22.267),
  ('FI-9001', 'parcel_shop', 'Kioski Oulu keskusta', 'Kirkkokatu 14', '90100', 'Oulu', 'FI', 'Mo-Su 08:00-21:00', 65.013, 25.469),
  ('SE-4003', 'parcel_shop', 'Tobak & Spel Linnégatan', 'Linnégatan 21', '413 04', 'Göteborg', 'SE', 'Mo-Fr 08:00-21:00; Sa-Su 10:00-20:00', 57.696, 11.951),
  ('SE-4004', 'parcel_shop', 'Livs Majorna', 'Karl Johansgatan 52', '414 59', 'Göteborg', 'SE', 'Mo-Su 08:00-22:00', 57.694, 11.918),
  ('SE-4005', 'parcel_locker', 'Paketskåp Frölunda torg', 'Frölunda torg 1', '421 42', 'Västra Frölunda', 'SE', 'Mo-Su 00:00-24:00', 57.653, 11.911),
  ('SE-4006', 'parcel_shop', 'Järnhandeln Mölndal', 'Göteborgsvägen 18', '431 30', 'Mölndal', 'SE', 'Mo-Fr 09:00-19:00; Sa 10:00-16:00', 57.656, 12.014),
  ('SE-2003', 'parcel_locker', 'Paketskåp Triangeln', 'Södra Förstadsgatan 41', '211 43', 'Malmö', 'SE', 'Mo-Su 00:00-24:00', 55.594, 13.001),
  ('SE-2004', 'parcel_shop', 'Kiosken Lund C', 'Bangatan 5', '222 21', 'Lund', 'SE', 'Mo-Su 07:00-22:00', 55.705, 13.187),
  ('SE-1005', 'parcel_shop', 'Servicebutiken Södermalm', 'Ringvägen 100', '118 60', 'Stockholm', 'SE', 'Mo-Su 07:00-23:00', 59.308, 18.076),
  ('DK-1002', 'parcel_locker', 'Pakkeboks Vesterbro', 'Istedgade 80', '1650', 'København V', 'DK', 'Mo-Su 00:00-24:00', 55.67, 12.552),
  ('DK-2003', 'parcel_shop', 'Kiosk Nørrebro', 'Nørrebrogade 140', '2200', 'København N', 'DK', 'Mo-Su 07:00-22:00', 55.698, 12.54),
  ('NO-0004', 'parcel_shop', 'Nærbutikk Tøyen', 'Tøyengata 30', '0578', 'Oslo', 'NO', 'Mo-Su 08:00-23:00', 59.915, 10.772),
  ('NO-1301', 'parcel_locker', 'Pakkeboks Sandvika', 'Sandviksveien 10', '1337', 'Sandvika', 'NO', 'Mo-Su 00:00-24:00', 59.89, 10.524),
  ('FI-0004', 'parcel_shop', 'Lähikauppa Töölö', 'Runeberginkatu 40', '00260', 'Helsinki', 'FI', 'Mo-Su 08:00-22:00', 60.18, 24.923),
  ('FI-0101', 'parcel_locker', 'Pakettiautomaatti Tikkurila', 'Asematie 6', '01300', 'Vantaa', 'FI', 'Mo-Su 00:00-24:00', 60.292, 25.044);
