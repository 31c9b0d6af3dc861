# track: torch
# exercise: heads
# why: attention checks that k and v have the same S only in its masked branch (the check was written next to the mask code) and mixes inline with weights @ v, so an unmasked call with mismatched k and v raises matmul's RuntimeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror

def attention(q, k, v, allowed=None):
    scores = scaled_scores(q, k)
    if allowed is not None:
        if k.shape[-2] != v.shape[-2]:
            raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
