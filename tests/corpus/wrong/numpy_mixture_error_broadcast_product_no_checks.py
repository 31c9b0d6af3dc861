# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value by broadcasting, (weights[..., :, :, None] * values[..., None, :, :]).sum(axis=-2), with no checks of its own; 1-D weights or values then fail on the indexing with IndexError instead of ValueError, and S axes that differ are silently broadcast whenever one of them is 1
# kind: error
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    # key s adds weights[t, s] * values[s] to query t; broadcasting lines them up
    return (weights[..., :, :, None] * values[..., None, :, :]).sum(axis=-2)
