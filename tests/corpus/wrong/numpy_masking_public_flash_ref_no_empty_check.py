# track: numpy
# exercise: masking
# why: ports the masking of flash-attn's test reference attention_ref, which never rejects a query with no visible key (it zeroes such rows' weights after the softmax with masked_fill(all(mask, -1), 0.0)); the port keeps only the fill, so a row with no visible key comes back all -inf instead of raising ValueError
# kind: public
# diagnosis: error-not-raised
def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    try:
        visible = np.broadcast_to(allowed.astype(bool), scores.shape)
    except ValueError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    return np.where(visible, scores, -np.inf).astype(scores.dtype, copy=False)
