// The demo data's pages the bench opens, read from the demo database (SQLite) of the server under test.

/** `read(db)` on the database file opened read-only, closed after. */
function readDemo(file, read) {
  const db = new (require('better-sqlite3'))(file, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The demo lot's public bean page (the page its QR code opens: the story page). */
function demoBeanPath(file) {
  return readDemo(file, (db) => {
    // The demo House Blend lot's QR page, the drinker's story page (DTL for guests in the demo).
    const row = db
      .prepare(
        'SELECT blending_result_uuid_str AS uuid FROM blending_result WHERE blending_use = 1 AND blending_result_uuid_str IS NOT NULL ORDER BY blending_result_seq LIMIT 1',
      )
      .get();
    return row ? `/info/beannote/beandetail/${row.uuid}` : undefined;
  });
}

/**
 * The deep links of the demo data (kr): the House Blend lot's cafe receiving QR, the drinker's note
 * its bag's QR leads to (the serial of the lot's public page), and the roastery's first brewing cup note.
 */
function demoDeepLinks(file) {
  return readDemo(file, (db) => {
    const lot = db
      .prepare(
        'SELECT blending_result_uuid_cafe AS cafe, blending_result_uuid_str AS serial FROM blending_result WHERE blending_use = 1 AND blending_result_uuid_cafe IS NOT NULL ORDER BY blending_result_seq LIMIT 1',
      )
      .get();
    const qc = db
      .prepare('SELECT cupnote_seq AS seq FROM roaster_qc_blending_result ORDER BY cupnote_seq LIMIT 1')
      .get();
    return {
      cafeLot: lot && `/kr/cafe/coffeebean/qrreceived/${lot.cafe}`,
      userSerial: lot && `/kr/user/usernote/coffeenote/write?type=RSTRDT&serial=${lot.serial}`,
      qcNote: qc && `/kr/roaster/qc/blendingresult/${qc.seq}`,
    };
  });
}

module.exports = { demoBeanPath, demoDeepLinks };
