# track: torch
# exercise: heads
# why: attention takes a "fast path" for unmasked 4-D inputs of equal shapes through torch._scaled_dot_product_flash_attention_for_cpu, the CPU kernel behind F.scaled_dot_product_attention, which the kit forbids everywhere
# kind: rules
# diagnosis: forbidden-function

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    fast = (allowed is None and q.dim() == 4 and q.shape[:-2] == k.shape[:-2] == v.shape[:-2]
            and q.shape[-1] == v.shape[-1])
    if fast:
        output = torch._scaled_dot_product_flash_attention_for_cpu(q, k, v)[0]
    else:
        output = weighted_mixture(weights, v)
    return output, weights
