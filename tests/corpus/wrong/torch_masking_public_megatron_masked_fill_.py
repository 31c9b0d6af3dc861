# track: torch
# exercise: masking
# why: mask_scores ports Megatron-LM's attention_mask_func, attention_scores.masked_fill_(attention_mask, -10000.0), where the mask marks HIDDEN keys: it fills the visible keys with -10000 in place in the caller's scores and never rejects empty rows
# kind: public-code
# diagnosis: mask-inverted,mask-large-negative,input-changed

def mask_scores(scores, allowed):
    attention_mask = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    scores.masked_fill_(attention_mask, -10000.0)
    return scores
