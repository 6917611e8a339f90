"""Twenty-first blind test set for the verdict benchmark: five pages, 12 statements each.

Written by a helper who had not seen the judge's code, its checks, any earlier
statement or any failure. Every statement was checked by hand against the page
in headless Chromium (control states, field values and row texts) before use.

Pages:
- marina_berth_booking.html: a visitor berth booking form with a berth table, service switches and a price summary.
- planning_application_tracker.html: a council planning application with key dates, consultee responses and a comment form with an error.
- broadband_fault_report.html: a draft broadband fault report with line test results, appointment slots and update switches.
- museum_school_visit.html: a provisional school group booking with workshops, extras, payment and an open cancel dialog.
- allotment_plot_portal.html: an allotment member portal with plot facts, inspections, neighbouring plots and a draft renewal.

Near-miss kinds used for the false statements: an off switch said on, a
neighbouring row's status or value, a placeholder taken as a field value, a
collapsed section said expanded, transposed digits, a wrong month, an option
present but not selected, an unticked checkbox said ticked, a disabled button
said enabled, a draft said submitted, an open confirmation dialog taken as a
completed action, a subtotal taken as the total, a cancelled event said active,
and half-true conjunctions.
"""

from __future__ import annotations

# page file -> [(statement, expected truth)]
FRESH20_CASES: dict[str, list[tuple[str, bool]]] = {
    "marina_berth_booking.html": [
        ("The Pontoon berth type is selected.", True),
        ("Water hook-up is switched on.", False),
        ("Berth C-14 is the selected berth and its nightly rate is £38.50.", True),
        ("Berth D-05 is marked as Reserved.", False),
        ("The Confirm booking button is disabled.", True),
        ("The insurance certificate number field contains PLM-4471903.", False),
        ("The departure date is 17 July 2025.", True),
        ("The Tide times for arrival section is expanded.", False),
        ("The 'Pump-out required on arrival' checkbox is not ticked.", True),
        ("The booking total is £137.01.", False),
        ("The New booking tab is the selected tab.", True),
        ("The marina rules have been accepted and the liveaboard option is ticked.", False),
    ],
    "planning_application_tracker.html": [
        ("The application status is shown as Under consultation.", True),
        ("The Tree Officer has raised no objection.", False),
        ("The consultation period ends on 8 October 2024.", True),
        ("Support is the view selected in the comment form.", False),
        ("The Parish Council's consultee response is still awaited.", True),
        ("The 'Make my name public on the website' option is ticked.", False),
        ("An error says the comment must be at least 50 characters.", True),
        ("The Submit comment button is enabled.", False),
        ("The Summary tab is selected.", True),
        ("The earlier application 22/00412/HOU was approved.", False),
        ("Email updates on this application are switched on.", True),
        ("The target decision date is 5 October 2024.", False),
    ],
    "broadband_fault_report.html": [
        ("The line test shows the router is not online.", True),
        ("Intermittent drops is selected as the fault type.", False),
        ("The ONT light status is set to 'PON light red or flashing'.", True),
        ("The 'I have tried a different device' checkbox is ticked.", False),
        ("The 08:00–13:00 slot on Friday 13 June 2025 is the selected appointment.", True),
        ("The 13:00–18:00 slot on Thursday 12 June 2025 is available.", False),
        ("SMS updates about this fault are switched on.", True),
        ("The optical signal reading is -28.7 dBm.", False),
        ("The Missed appointment charges section is collapsed.", True),
        ("Fault report F-93054 has been submitted.", False),
        ("An error asks to confirm that someone aged 18 or over will be at home.", True),
        ("Both the Back and Book engineer buttons are enabled.", False),
    ],
    "museum_school_visit.html": [
        ("A dialog asking whether to cancel the booking is open.", True),
        ("Booking SV-20931 has been cancelled.", False),
        ("The Electric Circuits workshop at 10:30 is ticked.", True),
        ("The Electric Circuits workshop at 13:00 is ticked.", False),
        ("The group is 28 pupils and 4 adults.", True),
        ("Card payment now is the chosen payment method.", False),
        ("The indoor lunch room extra is switched on.", True),
        ("The visit date is 19 February 2025.", False),
        ("The Space Explorers workshop is shown as full.", True),
        ("The booking total is £98.00.", False),
        ("The Gift shop visit option is not switched on.", True),
        ("The Risk assessment and safeguarding section is expanded.", False),
    ],
    "allotment_plot_portal.html": [
        ("The tenancy renewal has not been sent yet; it is still a draft.", True),
        ("The concessionary rate checkbox is ticked.", False),
        ("Bank transfer is the selected payment method.", True),
        ("The 14 June 2025 plot inspection was rated Satisfactory.", False),
        ("An error says the emergency contact phone number must be 11 digits.", True),
        ("The Seed swap on 8 March 2025 is going ahead.", False),
        ("The Pay now button is disabled.", True),
        ("The Submit renewal and Pay now buttons are both enabled.", False),
        ("The 'Request transfer to a full plot' checkbox is not ticked.", True),
        ("Plot 18B has been offered to the waiting list.", False),
        ("Sharing plot access with the co-worker is switched on.", True),
        ("The Bonfire and burning rules section is expanded.", False),
    ],
}
